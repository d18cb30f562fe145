export { nonPoOptionRoutes } from './routes';
export { resolveNonPoCompany } from './company';
export { findVendorCategories } from './repo';
