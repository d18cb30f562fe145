// Public surface of the batches feature: the app assembles pages from these only.
export { BatchCreatePage } from './components/batch-create-page';
export { BatchListPage } from './components/batch-list-page';
export { BatchDetailPage } from './components/batch-detail-page';
export { ProxyBatchListPage, ProxyBatchPage } from './components/proxy-batch-page';
