import type { UserType } from './roles';

/**
 * The route table: every hash route, the roles allowed (undefined = any logged-in
 * user) and the page title shown in the header and breadcrumb.
 */
export type RouteDef = { path: string; title: string; roles?: readonly UserType[] };

const ORACLE_PIC = ['ORACLE', 'PIC'] as const;

export const ROUTES: readonly RouteDef[] = [
  { path: '/dashboard', title: 'Dashboard' },
  { path: '/history-receipt', title: 'History Receipt' },
  { path: '/invoice/select', title: 'Create Invoice', roles: ['VENDOR'] },
  { path: '/invoice/create', title: 'Create Invoice With PO', roles: ['VENDOR'] },
  { path: '/invoice/create-nonpo', title: 'Create Invoice Non PO', roles: ['VENDOR'] },
  { path: '/invoice/create-nonpo-pic', title: 'Create Invoice Non PO (PIC)', roles: ['VENDOR'] },
  { path: '/invoice/create-nonpo-proxy', title: 'Create Invoice Proxy', roles: ['PIC'] },
  { path: '/invoice/detail/:invoiceId', title: 'Invoice Summary' },
  { path: '/invoice/detail-nonpo/:invoiceId/:orgId/:vendorId/:verification', title: 'Invoice Non PO' },
  { path: '/invoice/detail-proxy/:invoiceId/:orgId/:vendorId', title: 'Invoice Proxy' },
  { path: '/invoice/list', title: 'Invoice List' },
  { path: '/invoice/list-proxy', title: 'Invoice Proxy List' },
  { path: '/invoice/list/finance', title: 'Invoice List Finance' },
  // Not in the legacy route table: the invoice-plus-batch list (legacy einvoice-batch-list) needs a route of its own.
  { path: '/invoice/list-batch', title: 'Invoice Batch List' },
  { path: '/invoice/find', title: 'Find Invoice', roles: ORACLE_PIC },
  { path: '/invoice/v2/find', title: 'Find Invoice V2', roles: ORACLE_PIC },
  { path: '/invoice/detail/:invoiceNo/:batchNo/:supplierNo', title: 'Invoice Detail Finance', roles: ['ORACLE'] },
  { path: '/invoice/review-pic/:invoiceNo/:batchNo/:supplierNo/:orgId', title: 'Review Invoice' },
  { path: '/invoice/v2/review-pic/:invoiceNo/:batchNo/:supplierNo/:orgId', title: 'Review Invoice V2' },
  { path: '/invoice/review-fin/:invoiceNo/:batchNo/:supplierNo/:orgId', title: 'Review Invoice Finance' },
  { path: '/invoice/nota-debit', title: 'Nota Debit' },
  { path: '/invoice/nota-debit/list', title: 'Nota Debit List' },
  { path: '/batch/create', title: 'Create Batch', roles: ['VENDOR'] },
  { path: '/batch/list', title: 'Batch List' },
  { path: '/batch/list-proxy', title: 'Batch Proxy List' },
  { path: '/batch/proxy', title: 'Batch Proxy' },
  { path: '/batch/detail/:batchId', title: 'Batch Summary' },
  { path: '/expedition', title: 'Proses Tagihan' },
  { path: '/drive/code', title: 'Cloud Drive' },
  { path: '/report/payment', title: 'Payment Report', roles: ['VENDOR'] },
  { path: '/report/payment-schedule', title: 'Payment Schedule', roles: ['VENDOR'] },
  // The legacy portal had no route for these two: they sit with the other supplier reports.
  { path: '/report/invoice-history', title: 'Invoice History by PO', roles: ['VENDOR'] },
  { path: '/report/invoice', title: 'Invoice Report', roles: ['VENDOR'] },
  // Remittance advice per payment (issue 17): suppliers their own, PIC its mapped suppliers, finance any supplier.
  { path: '/report/remittances', title: 'Remittance Advice' },
  { path: '/report/remittances/:instance/:checkId', title: 'Remittance Advice' },
  { path: '/report/statement', title: 'Statement of Account' },
  { path: '/tasks', title: 'Tasks', roles: ORACLE_PIC },
  { path: '/tasks/delegation', title: 'Delegate Tasks', roles: ORACLE_PIC },
  { path: '/tasks/:invoiceId', title: 'Task', roles: ORACLE_PIC },
  { path: '/master/category', title: 'Master Category', roles: ORACLE_PIC },
  { path: '/master/category/:id', title: 'Master Category', roles: ORACLE_PIC },
  { path: '/master/vendor', title: 'Master Vendor', roles: ORACLE_PIC },
  { path: '/master/vendor/:mapingId', title: 'Master Vendor', roles: ORACLE_PIC },
  { path: '/master/vendor-proxy', title: 'Master Vendor Proxy', roles: ORACLE_PIC },
  { path: '/master/tolerance', title: 'Match Tolerance', roles: ['ORACLE'] },
  { path: '/master/payment-runs', title: 'Payment Runs', roles: ['ORACLE'] },
  { path: '/finance/duplicates', title: 'Duplicates', roles: ['ORACLE'] },
  { path: '/master/tax-registrations', title: 'Tax Registrations', roles: ['ORACLE'] },
  { path: '/finance/stamp-duty', title: 'Stamp Duty', roles: ['ORACLE'] },
  { path: '/finance/coretax', title: 'Files for Coretax', roles: ['ORACLE'] },
  { path: '/master/user', title: 'Master User', roles: ORACLE_PIC },
  { path: '/master/user/create', title: 'Create User', roles: ORACLE_PIC },
  { path: '/master/user/edit/:username', title: 'Edit User', roles: ORACLE_PIC },
  { path: '/master/user/mapping', title: 'User Mapping', roles: ORACLE_PIC },
  { path: '/master/user/mapping-list', title: 'User Mapping List', roles: ORACLE_PIC },
  { path: '/master/audit', title: 'Audit Trail', roles: ['ORACLE'] },
  { path: '/master/role', title: 'Master Role', roles: ['ORACLE'] },
  // Not in the spec: operators' view of the ERP outbox (issue 9), failed deliveries and their retry.
  { path: '/erp/deliveries', title: 'ERP Deliveries', roles: ['ORACLE'] },
];

function toRegExp(path: string): RegExp {
  const pattern = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\?:[A-Za-z]+/g, '[^/]+');
  return new RegExp(`^${pattern.replace(/\\\//g, '/')}/?$`);
}

const COMPILED = ROUTES.map((route) => ({ route, re: toRegExp(route.path) }));

/**
 * Finds the route a concrete path belongs to. Static routes win over parameterised ones, so
 * /invoice/list/finance is never read as /invoice/detail/… and /master/user/create is not an id.
 */
export function matchRoute(pathname: string): RouteDef | undefined {
  const exact = ROUTES.find((r) => r.path === pathname.replace(/\/$/, '') && !r.path.includes(':'));
  if (exact) return exact;
  return COMPILED.find(({ re }) => re.test(pathname))?.route;
}

export function canOpenRoute(route: RouteDef, typeUser: UserType): boolean {
  return !route.roles || route.roles.includes(typeUser);
}
