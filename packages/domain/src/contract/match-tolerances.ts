import { idParams } from './params';
import {
  companyToleranceListSchema,
  companyToleranceSchema,
  invoiceTolerancesSchema,
  toleranceBasisQuerySchema,
  toleranceBasisSchema,
  toleranceUpdateSchema,
} from '../match-tolerance-setting';
import { defineEndpoint } from './endpoint';

/** /api/master/tolerances: each company's PO match tolerances (price, quantity, quantity received). */

export const list = defineEndpoint({
  method: 'GET',
  path: '/api/master/tolerances',
  summary: 'Every company of the ERP with its match tolerances (finance)',
  response: companyToleranceListSchema,
  errors: ['FORBIDDEN'],
});

export const update = defineEndpoint({
  method: 'PUT',
  path: '/api/master/tolerances',
  summary: "Set one company's match tolerances (empty: that check is not made)",
  body: toleranceUpdateSchema,
  response: companyToleranceSchema,
  errors: ['FORBIDDEN'],
});

export const basis = defineEndpoint({
  method: 'GET',
  path: '/api/master/tolerances/basis',
  summary: "A company's tolerances and the PO-line facts of chosen receipt lines, for the PO invoice form",
  query: toleranceBasisQuerySchema,
  response: toleranceBasisSchema,
  errors: ['FORBIDDEN'],
});

export const invoice = defineEndpoint({
  method: 'GET',
  path: '/api/master/tolerances/invoices/:id',
  summary: "A PO invoice's lines outside its company's tolerances (finance, before submitting to the ERP)",
  params: idParams,
  response: invoiceTolerancesSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});
