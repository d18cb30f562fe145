export { emailLinkRoutes } from './routes';
