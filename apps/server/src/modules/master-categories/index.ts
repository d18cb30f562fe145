export { masterCategoryRoutes } from './routes';
