import { createHashRouter } from 'react-router';
import { fetchScreenDataEarly } from './early-data';
import { routes } from './routes';

// Hash routes, exactly as the legacy portal's (packages/domain routes.ts): `/#/dashboard`.
// A screen opened by its link: its data is asked for first, then the router starts loading its code.
fetchScreenDataEarly(window.location.hash);

export const router = createHashRouter(routes);
