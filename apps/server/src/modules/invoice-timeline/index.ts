export { invoiceTimelineRoutes } from './routes';
