export { erpDeliveryRoutes } from './routes';
export { registerOutboxMetrics } from './metrics';
