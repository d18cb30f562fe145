export { paymentRunRoutes } from './routes';
