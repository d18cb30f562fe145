export { matchToleranceRoutes } from './routes';
export { tolerancesFor } from './service';
