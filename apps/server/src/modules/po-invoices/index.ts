export { poInvoiceRoutes } from './routes';
export { getPoInvoice } from './detail';
