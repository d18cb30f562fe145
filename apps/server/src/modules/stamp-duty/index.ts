export { stampDutyRoutes } from './routes';
export { stampDutyWarnings } from './service';
