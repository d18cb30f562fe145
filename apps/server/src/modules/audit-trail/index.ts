export { auditTrailRoutes } from './routes';
