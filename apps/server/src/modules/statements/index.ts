export { statementRoutes } from './routes';
