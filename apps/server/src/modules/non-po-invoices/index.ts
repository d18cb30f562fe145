export { nonPoInvoiceRoutes } from './routes';
