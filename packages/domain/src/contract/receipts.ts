import { purchaseOrderListSchema, receiptHistoryListSchema, receiptHistoryQuerySchema } from '../receipts';
import { defineEndpoint } from './endpoint';

/** /api/receipts: the receipt and return history screen (a PO picker, then that PO's rows). */

export const purchaseOrders = defineEndpoint({
  method: 'GET',
  path: '/api/receipts/purchase-orders',
  summary: 'The supplier’s purchase orders in a company (searchable)',
  query: receiptHistoryQuerySchema,
  response: purchaseOrderListSchema,
  errors: ['FORBIDDEN'],
});

export const history = defineEndpoint({
  method: 'GET',
  path: '/api/receipts/history',
  summary: 'Receipt and return history of one PO',
  query: receiptHistoryQuerySchema,
  response: receiptHistoryListSchema,
  errors: ['FORBIDDEN'],
});
