// Public surface of the dashboard feature.
export { dashboardInvoicesQueryOptions } from './api/get-dashboard-invoices';
export { dashboardReceiptsQueryOptions } from './api/get-dashboard-receipts';
export { workQueueQueryOptions } from './api/get-work-queue';
export { LatestInvoicesCard } from './components/latest-invoices-card';
export { OpenReceiptsCard } from './components/open-receipts-card';
export { WorkQueueCard } from './components/work-queue-card';
