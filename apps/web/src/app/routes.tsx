import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { ROUTES } from '@faktura/domain';
import { rootLoader } from './guard';
import { screenLoader, type ScreenData } from './screen-data';
import { RouteError } from './route-error';
import { PageLoading } from '../components/page-loading';
import { completeCatalogues } from '../i18n';
import type { PortalRouteHandle } from './route-handle';

type LazyPage = () => Promise<{ Component: ComponentType }>;

/** A route's page, loaded with its feature's chunk the first time the route opens. */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage {
  return async () => ({ Component: pick(await load()) });
}

const receipts = () => import('../features/receipts');
const reports = () => import('../features/reports');
const expedition = () => import('../features/expedition');
const poInvoices = () => import('../features/po-invoices');
const invoices = () => import('../features/invoices');
const nonPoInvoices = () => import('../features/non-po-invoices');
const batches = () => import('../features/batches');
const masterData = () => import('../features/master-data');
const invoiceTimeline = () => import('../features/invoice-timeline');
const audit = () => import('../features/audit');
const debitNotes = () => import('../features/debit-notes');
const finance = () => import('../features/finance');
const reviews = () => import('../features/reviews');
const tasks = () => import('../features/tasks');
const erpDeliveries = () => import('../features/erp-deliveries');
const users = () => import('../features/users');
const drive = () => import('../features/drive');
const taxRegistrations = () => import('../features/tax-registrations');
const remittances = () => import('../features/remittances');

/**
 * Screens built so far, by route path of the domain's route table: a feature's page straight from
 * its index.ts, or a page in routes/ where a screen assembles several features. Every other route
 * of the table shows the placeholder page; add a screen here when it is built.
 */
const PAGES: Partial<Record<string, LazyPage>> = {
  '/dashboard': lazyPage(
    () => import('./routes/dashboard'),
    (m) => m.DashboardRoute,
  ),
  '/history-receipt': lazyPage(receipts, (m) => m.ReceiptHistoryPage),
  '/expedition': lazyPage(expedition, (m) => m.ExpeditionPage),
  '/report/payment': lazyPage(reports, (m) => m.PaymentReportPage),
  '/report/payment-schedule': lazyPage(reports, (m) => m.PaymentSchedulePage),
  '/report/invoice-history': lazyPage(reports, (m) => m.InvoiceHistoryPage),
  '/report/invoice': lazyPage(reports, (m) => m.InvoiceReportPage),
  '/report/remittances': lazyPage(remittances, (m) => m.RemittanceListPage),
  '/report/remittances/:instance/:checkId': lazyPage(remittances, (m) => m.RemittanceDetailPage),
  '/report/statement': lazyPage(
    () => import('../features/statements'),
    (m) => m.StatementPage,
  ),
  '/invoice/select': lazyPage(poInvoices, (m) => m.InvoiceTypeChooser),
  '/invoice/create': lazyPage(poInvoices, (m) => m.CreatePoInvoiceRoute),
  '/invoice/detail/:invoiceId': lazyPage(poInvoices, (m) => m.PoInvoiceDetailPage),
  '/invoice/list': lazyPage(invoices, (m) => m.InvoiceListPage),
  '/invoice/list-proxy': lazyPage(invoices, (m) => m.ProxyInvoiceListPage),
  '/invoice/create-nonpo': lazyPage(nonPoInvoices, (m) => m.CreateNonPoInvoicePage),
  '/invoice/create-nonpo-proxy': lazyPage(nonPoInvoices, (m) => m.CreateProxyInvoicePage),
  '/invoice/detail-nonpo/:invoiceId/:orgId/:vendorId/:verification': lazyPage(nonPoInvoices, (m) => m.NonPoDetailPage),
  '/invoice/detail-proxy/:invoiceId/:orgId/:vendorId': lazyPage(nonPoInvoices, (m) => m.NonPoDetailPage),
  '/batch/create': lazyPage(batches, (m) => m.BatchCreatePage),
  '/batch/list': lazyPage(batches, (m) => m.BatchListPage),
  '/batch/proxy': lazyPage(batches, (m) => m.ProxyBatchPage),
  '/batch/list-proxy': lazyPage(batches, (m) => m.ProxyBatchListPage),
  '/batch/detail/:batchId': lazyPage(batches, (m) => m.BatchDetailPage),
  '/master/category': lazyPage(masterData, (m) => m.CategoryListPage),
  '/master/category/:id': lazyPage(masterData, (m) => m.CategoryFormPage),
  '/master/vendor': lazyPage(masterData, (m) => m.VendorMappingListPage),
  '/master/vendor/:mapingId': lazyPage(masterData, (m) => m.VendorMappingFormPage),
  '/master/vendor-proxy': lazyPage(masterData, (m) => m.ProxyMappingPage),
  '/master/tolerance': lazyPage(masterData, (m) => m.TolerancePage),
  '/master/payment-runs': lazyPage(invoiceTimeline, (m) => m.PaymentRunsPage),
  '/master/tax-registrations': lazyPage(taxRegistrations, (m) => m.TaxRegistrationsPage),
  '/master/user': lazyPage(users, (m) => m.UserListPage),
  '/master/user/create': lazyPage(users, (m) => m.UserFormPage),
  '/master/user/edit/:username': lazyPage(users, (m) => m.UserFormPage),
  '/master/user/mapping': lazyPage(users, (m) => m.UserMappingFormPage),
  '/master/user/mapping-list': lazyPage(users, (m) => m.UserMappingListPage),
  '/master/role': lazyPage(users, (m) => m.RoleMenusPage),
  '/drive/code': lazyPage(drive, (m) => m.DriveCodePage),
  '/master/audit': lazyPage(audit, (m) => m.AuditTrailPage),
  '/invoice/nota-debit': lazyPage(debitNotes, (m) => m.DebitNotePage),
  '/invoice/nota-debit/list': lazyPage(debitNotes, (m) => m.DebitNoteListPage),
  '/invoice/find': lazyPage(finance, (m) => m.FindInvoiceV1Page),
  '/invoice/v2/find': lazyPage(finance, (m) => m.FindInvoiceV2Page),
  '/invoice/detail/:invoiceNo/:batchNo/:supplierNo': lazyPage(finance, (m) => m.FinanceDetailPage),
  '/invoice/list/finance': lazyPage(finance, (m) => m.FinanceInvoiceListPage),
  '/invoice/list-batch': lazyPage(finance, (m) => m.InvoiceBatchListPage),
  '/erp/deliveries': lazyPage(erpDeliveries, (m) => m.ErpDeliveriesPage),
  '/finance/duplicates': lazyPage(
    () => import('../features/duplicates'),
    (m) => m.DuplicateQueuePage,
  ),
  '/finance/stamp-duty': lazyPage(
    () => import('../features/stamp-duty'),
    (m) => m.StampDutyPage,
  ),
  '/finance/coretax': lazyPage(
    () => import('../features/coretax-exports'),
    (m) => m.CoretaxExportPage,
  ),
  '/invoice/review-pic/:invoiceNo/:batchNo/:supplierNo/:orgId': lazyPage(reviews, (m) => m.ReviewPicPage),
  '/invoice/v2/review-pic/:invoiceNo/:batchNo/:supplierNo/:orgId': lazyPage(reviews, (m) => m.ReviewPicPage),
  '/invoice/review-fin/:invoiceNo/:batchNo/:supplierNo/:orgId': lazyPage(reviews, (m) => m.ReviewFinPage),
  '/tasks': lazyPage(tasks, (m) => m.TasksPage),
  '/tasks/delegation': lazyPage(tasks, (m) => m.DelegationPage),
  '/tasks/:invoiceId': lazyPage(tasks, (m) => m.TaskPage),
};

/** Screens that draw once their first answers are in (app/screen-data.ts), each answer list in the screen's chunk. */
const FIRST_ANSWERS: Partial<Record<string, () => Promise<ScreenData>>> = {
  '/dashboard': async () => (await import('./routes/dashboard')).dashboardData,
};

const placeholder = lazyPage(
  () => import('./routes/placeholder'),
  (m) => m.PlaceholderRoute,
);

/**
 * A screen's chunk once the whole catalogue is there too (fetched side by side): only the login page
 * draws with the first part of it.
 */
async function withCatalogues<M>(chunk: Promise<M>): Promise<M> {
  const [module] = await Promise.all([chunk, completeCatalogues()]);
  return module;
}

/**
 * The whole route table, lazy per screen so the login route stays small (scripts/size.mjs); the
 * screens' loaders put their first answers in `queryClient`, the cache the app draws from.
 */
export const createRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    path: '/',
    HydrateFallback: PageLoading,
    errorElement: <RouteError />,
    children: [
      // The loader always redirects; the component only keeps the router from warning about an empty leaf.
      { index: true, loader: rootLoader, Component: PageLoading },
      { path: 'login', lazy: async () => ({ Component: (await import('./routes/login')).LoginRoute }) },
      // Pages opened from an e-mail: public (the token in the path is the credential), outside the app's layout.
      { path: 'email/task/:token', lazy: async () => ({ Component: (await withCatalogues(import('../features/email-links'))).TaskLinkPage }) },
      { path: 'email/invoice/:token', lazy: async () => ({ Component: (await withCatalogues(import('../features/email-links'))).InvoiceLinkPage }) },
      {
        // Function-form `lazy` on purpose: the object form (`lazy: { Component }`) left the
        // router on its fallback in tests with react-router 7.18.
        lazy: async () => ({ Component: (await withCatalogues(import('./layout/app-layout'))).AppLayout }),
        children: ROUTES.map((def) => ({
          path: def.path,
          loader: screenLoader(def, queryClient, FIRST_ANSWERS[def.path]),
          handle: { def } satisfies PortalRouteHandle,
          lazy: PAGES[def.path] ?? placeholder,
        })),
      },
      { path: '*', lazy: async () => ({ Component: (await withCatalogues(import('./routes/not-found'))).NotFoundRoute }) },
    ],
  },
];
