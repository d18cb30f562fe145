export { ublExportRoutes } from './routes';
