export { fakturCheckRoutes } from './routes';
export { checkAfterSave, type FakturCtx } from './service';
