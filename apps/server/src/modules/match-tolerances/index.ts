export { matchToleranceRoutes } from './routes';
