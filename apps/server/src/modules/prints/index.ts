export { printRoutes } from './routes';
