export { mailPreferenceRoutes } from './routes';
