export { duplicateRoutes } from './routes';
