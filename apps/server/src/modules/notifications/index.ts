export { notificationRoutes } from './routes';
export { notifySuppliers, notifyUsers } from './service';
