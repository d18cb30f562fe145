export { invoiceResponseRoutes } from './routes';
