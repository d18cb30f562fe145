import { createHashRouter } from 'react-router';
import { routes } from './routes';

// Hash routes, exactly as the legacy portal's (packages/domain routes.ts): `/#/dashboard`.
export const router = createHashRouter(routes);
