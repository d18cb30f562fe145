import { createHashRouter } from 'react-router';
import { routes } from './routes';

// Hash routes, exactly as the spec's route table (DESIGN §1): `/#/dashboard`.
export const router = createHashRouter(routes);
