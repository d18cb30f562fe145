export { invoiceTimelineRoutes } from './routes';
export { getTimeline } from './service';
