import { z } from 'zod';
import {
  invoiceHistoryQuerySchema,
  invoiceHistoryRowSchema,
  invoiceReportExportQuerySchema,
  invoiceReportPageSchema,
  invoiceReportQuerySchema,
  paymentReportExportQuerySchema,
  paymentReportPageSchema,
  paymentReportQuerySchema,
  paymentSchedulePageSchema,
} from '../reports';
import { defineEndpoint } from './endpoint';
import { XLS, XLSX } from './params';

/** /api/reports: the supplier's reports (payments, payment schedule, invoices, invoice history), on screen a page at a time and exported whole. */

const invoiceHistorySchema = z.object({ items: z.array(invoiceHistoryRowSchema) });

const exported = { method: 'GET', response: 'file', produces: [...XLS, ...XLSX], errors: ['FORBIDDEN'] } as const;

export const payments = defineEndpoint({
  method: 'GET',
  path: '/api/reports/payments',
  summary: 'Payment report',
  query: paymentReportQuerySchema,
  response: paymentReportPageSchema,
  errors: ['FORBIDDEN'],
});

export const paymentsExport = defineEndpoint({
  ...exported,
  path: '/api/reports/payments/export',
  summary: 'Payment report as .xls or .xlsx',
  query: paymentReportExportQuerySchema,
});

export const paymentSchedules = defineEndpoint({
  method: 'GET',
  path: '/api/reports/payment-schedules',
  summary: 'Payment schedule (company required)',
  query: paymentReportQuerySchema,
  response: paymentSchedulePageSchema,
  errors: ['FORBIDDEN'],
});

export const paymentSchedulesExport = defineEndpoint({
  ...exported,
  path: '/api/reports/payment-schedules/export',
  summary: 'Payment schedule as .xls or .xlsx',
  query: paymentReportExportQuerySchema,
});

export const invoices = defineEndpoint({
  method: 'GET',
  path: '/api/reports/invoices',
  summary: 'Invoice report',
  query: invoiceReportQuerySchema,
  response: invoiceReportPageSchema,
  errors: ['FORBIDDEN'],
});

export const invoicesExport = defineEndpoint({
  ...exported,
  path: '/api/reports/invoices/export',
  summary: 'Invoice report as .xls or .xlsx',
  query: invoiceReportExportQuerySchema,
});

export const invoiceHistory = defineEndpoint({
  method: 'GET',
  path: '/api/reports/invoice-history',
  summary: 'Invoice history of one PO',
  query: invoiceHistoryQuerySchema,
  response: invoiceHistorySchema,
  errors: ['FORBIDDEN'],
});
