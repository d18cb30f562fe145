export { masterProxyMappingRoutes } from './routes';
