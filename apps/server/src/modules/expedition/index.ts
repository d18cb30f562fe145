export { expeditionRoutes } from './routes';
export { toExpeditionLine } from './lines';
