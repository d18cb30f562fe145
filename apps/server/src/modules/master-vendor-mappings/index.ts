export { masterVendorMappingRoutes } from './routes';
