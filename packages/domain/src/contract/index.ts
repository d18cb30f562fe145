import * as auditApi from './audit';
import * as authApi from './auth';
import * as batchesApi from './batches';
import * as dashboardApi from './dashboard';
import * as debitNotesApi from './debit-notes';
import * as driveApi from './drive';
import * as erpDeliveriesApi from './erp-deliveries';
import * as expeditionApi from './expedition';
import * as filesApi from './files';
import * as financeApi from './finance';
import * as invoicesApi from './invoices';
import * as masterCategoriesApi from './master-categories';
import * as masterProxyMappingsApi from './master-proxy-mappings';
import * as masterVendorMappingsApi from './master-vendor-mappings';
import * as nonPoInvoicesApi from './non-po-invoices';
import * as nonPoOptionsApi from './non-po-options';
import * as notificationsApi from './notifications';
import * as poInvoicesApi from './po-invoices';
import * as receiptsApi from './receipts';
import * as reportsApi from './reports';
import * as reviewsApi from './reviews';
import * as suppliersApi from './suppliers';
import * as tasksApi from './tasks';
import * as userMappingsApi from './user-mappings';
import * as usersApi from './users';

export * from './errors';
export * from './endpoint';
export * from './path-template';
export { idParams, printParams } from './params';
export * as sessionApi from './session';
export {
  authApi,
  batchesApi,
  financeApi,
  invoicesApi,
  masterCategoriesApi,
  masterProxyMappingsApi,
  masterVendorMappingsApi,
  poInvoicesApi,
  reviewsApi,
  userMappingsApi,
  usersApi,
  nonPoInvoicesApi,
  nonPoOptionsApi,
  receiptsApi,
  filesApi,
  dashboardApi,
  notificationsApi,
  suppliersApi,
  reportsApi,
  auditApi,
  tasksApi,
  driveApi,
  expeditionApi,
  debitNotesApi,
  erpDeliveriesApi,
};

/**
 * Every declared endpoint by module, for the server's check that each is registered exactly once.
 * Add a module's namespace here when its contract file is written.
 */
export const API_CONTRACT = {
  authApi,
  batchesApi,
  financeApi,
  invoicesApi,
  masterCategoriesApi,
  masterProxyMappingsApi,
  masterVendorMappingsApi,
  poInvoicesApi,
  reviewsApi,
  userMappingsApi,
  usersApi,
  nonPoInvoicesApi,
  nonPoOptionsApi,
  receiptsApi,
  filesApi,
  dashboardApi,
  notificationsApi,
  suppliersApi,
  reportsApi,
  auditApi,
  tasksApi,
  driveApi,
  expeditionApi,
  debitNotesApi,
  erpDeliveriesApi,
} as const;
