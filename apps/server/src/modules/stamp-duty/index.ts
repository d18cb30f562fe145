export { stampDutyRoutes } from './routes';
