export { notificationRoutes } from './routes';
export { notifySuppliers, type SupplierNotification } from './service';
