export { supplierRoutes } from './routes';
