export { reviewRoutes } from './routes';
export { findLines } from './repo';
export { loadReviewOptions } from './options';
export { reviewForExport } from './service';
