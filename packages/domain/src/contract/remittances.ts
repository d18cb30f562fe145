import {
  invoiceRemittancesSchema,
  remittanceAdviceSchema,
  remittanceListQuerySchema,
  remittanceListSchema,
  remittanceParamsSchema,
  withholdingSlipFormSchema,
  withholdingSlipSchema,
} from '../remittance';
import { defineEndpoint } from './endpoint';
import { idParams } from './params';

/** /api/remittances: remittance advice per payment (which invoices it settles, gross, PPh withheld, net) as screen, PDF and UBL RemittanceAdvice. */

export const list = defineEndpoint({
  method: 'GET',
  path: '/api/remittances',
  summary: 'Payments of my suppliers (finance: the supplier chosen), newest first, a page at a time',
  query: remittanceListQuerySchema,
  response: remittanceListSchema,
  errors: ['FORBIDDEN'],
});

export const get = defineEndpoint({
  method: 'GET',
  path: '/api/remittances/:instance/:checkId',
  summary: 'One payment’s remittance advice: the invoices it settles, gross, PPh withheld, slip, net paid (another supplier’s payment: 404)',
  params: remittanceParamsSchema,
  response: remittanceAdviceSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const recordSlip = defineEndpoint({
  method: 'PUT',
  path: '/api/remittances/withholding-slips/:id',
  summary: 'Finance records the withholding slip (number, date) of an invoice with PPh withheld',
  params: idParams,
  body: withholdingSlipFormSchema,
  response: withholdingSlipSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'VALIDATION'],
});

export const ubl = defineEndpoint({
  method: 'GET',
  path: '/api/remittances/:instance/:checkId/ubl',
  summary: 'The remittance advice as a UBL 2.1 RemittanceAdvice (another supplier’s payment: 404)',
  params: remittanceParamsSchema,
  response: 'file',
  produces: ['application/xml'],
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const pdf = defineEndpoint({
  method: 'GET',
  path: '/api/remittances/:instance/:checkId/pdf',
  summary:
    'The remittance advice as a PDF: payer, supplier, payment, the invoices it settles with PPh withheld and slip, totals (another supplier’s payment: 404)',
  params: remittanceParamsSchema,
  response: 'file',
  produces: ['application/pdf'],
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const ofInvoice = defineEndpoint({
  method: 'GET',
  path: '/api/remittances/invoices/:id',
  summary: 'The payments on one invoice, each naming its remittance advice (an invoice outside the caller’s scope: 404)',
  params: idParams,
  response: invoiceRemittancesSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});
