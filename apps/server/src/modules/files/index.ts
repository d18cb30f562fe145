export { fileRoutes } from './routes';
export { FileStore } from './storage';
