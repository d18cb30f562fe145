export { debitNoteRoutes } from './routes';
