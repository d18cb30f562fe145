import {
  idLabelListSchema,
  lookupSearchQuerySchema,
  nonPoFormOptionsSchema,
  nonPoOptionsQuerySchema,
  taxCodeListSchema,
  vatCodesQuerySchema,
} from '../non-po-options';
import { travelOrderListSchema } from '../review';
import { defineEndpoint } from './endpoint';

/** /api/non-po-options: the lookups of the non-PO and proxy forms (listed with the non-PO invoices in OpenAPI). */

const lookup = { method: 'GET', tags: ['non-po-invoices'], errors: ['FORBIDDEN'] } as const;

export const formOptions = defineEndpoint({
  ...lookup,
  path: '/api/non-po-options',
  summary: 'Sites, mapped categories with details, WHT, currencies, banks, payment methods, terms, cost centres and SK references of a supplier',
  query: nonPoOptionsQuerySchema,
  response: nonPoFormOptionsSchema,
});

export const vatCodes = defineEndpoint({
  ...lookup,
  path: '/api/non-po-options/vat-codes',
  summary: 'VAT codes valid on the invoice date',
  query: vatCodesQuerySchema,
  response: taxCodeListSchema,
});

export const accounts = defineEndpoint({
  ...lookup,
  path: '/api/non-po-options/accounts',
  summary: 'COA autocomplete (non-empty search)',
  query: lookupSearchQuerySchema,
  response: idLabelListSchema,
});

export const vendors = defineEndpoint({
  ...lookup,
  path: '/api/non-po-options/vendors',
  summary: 'Vendor autocomplete of the Reimburse section (non-empty search)',
  query: lookupSearchQuerySchema,
  response: idLabelListSchema,
});

export const travelOrders = defineEndpoint({
  ...lookup,
  path: '/api/non-po-options/travel-orders',
  summary: "The supplier's travel orders (remarks of a Jasa Inklaring line)",
  query: nonPoOptionsQuerySchema,
  response: travelOrderListSchema,
});
