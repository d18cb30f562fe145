export { referenceErpRoutes } from './routes';
