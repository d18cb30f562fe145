export { coretaxExportRoutes } from './routes';
