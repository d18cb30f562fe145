export { poInvoiceRoutes } from './routes';
