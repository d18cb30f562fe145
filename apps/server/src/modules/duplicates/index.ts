export { duplicateRoutes } from './routes';
export { recordLikelyDuplicates, rescanLikelyDuplicates } from './service';
export { countSuspects as countLikelyDuplicates } from './repo';
