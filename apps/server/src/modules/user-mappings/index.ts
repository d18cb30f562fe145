export { userMappingRoutes } from './routes';
