export { duplicateRoutes } from './routes';
export { recordLikelyDuplicates, rescanLikelyDuplicates } from './service';
