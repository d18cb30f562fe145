export { financeRoutes } from './routes';
