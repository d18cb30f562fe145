export { reviewRoutes } from './routes';
export { findLines } from './repo';
