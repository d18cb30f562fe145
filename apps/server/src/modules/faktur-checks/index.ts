export { fakturCheckRoutes } from './routes';
