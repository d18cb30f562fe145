export { notificationRoutes } from './routes';
