export { notificationRoutes } from './routes';
export { notifySuppliers } from './service';
