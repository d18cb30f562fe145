import {
  taxRegistrationFormSchema,
  taxRegistrationListQuerySchema,
  taxRegistrationListSchema,
  taxRegistrationParamsSchema,
  taxRegistrationSavedSchema,
} from '../tax-registration';
import { defineEndpoint } from './endpoint';

/** /api/master/tax-registrations: suppliers' and companies' NPWP and NITKU as Coretax writes them, kept by finance. */

export const list = defineEndpoint({
  method: 'GET',
  path: '/api/master/tax-registrations',
  summary: 'Companies and suppliers with their NPWP and NITKU and where each comes from (finance record, ERP, none), a page at a time',
  query: taxRegistrationListQuerySchema,
  response: taxRegistrationListSchema,
  errors: ['FORBIDDEN'],
});

export const save = defineEndpoint({
  method: 'PUT',
  path: '/api/master/tax-registrations/:instance/:partyKind/:partyId',
  summary:
    "Record a supplier's or company's NPWP (16 digits; a legacy 15 is converted) and NITKU (22 digits, beginning with the NPWP); both empty removes the record",
  params: taxRegistrationParamsSchema,
  body: taxRegistrationFormSchema,
  response: taxRegistrationSavedSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'VALIDATION'],
});
