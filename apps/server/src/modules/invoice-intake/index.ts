export { invoiceIntakeRoutes } from './routes';
export { readIntakeDocument } from './read';
export { recordIntake, rereadIntake } from './service';
