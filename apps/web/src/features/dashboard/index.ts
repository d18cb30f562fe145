// Public surface of the dashboard feature.
export { LatestInvoicesCard } from './components/latest-invoices-card';
export { OpenReceiptsCard } from './components/open-receipts-card';
export { WorkQueueCard } from './components/work-queue-card';
