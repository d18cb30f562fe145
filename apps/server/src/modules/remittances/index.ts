export { remittanceRoutes } from './routes';
