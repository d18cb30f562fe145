export { invoiceIntakeRoutes } from './routes';
