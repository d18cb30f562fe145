import type { QueryClient } from '@tanstack/react-query';
import { createHashRouter } from 'react-router';
import { fetchScreenDataEarly } from './early-data';
import { createRoutes } from './routes';

/**
 * The app's router, its loaders filling `queryClient`. Hash routes, exactly as the legacy portal's
 * (packages/domain routes.ts): `/#/dashboard`. A screen opened by its link: its data is asked for
 * first, then the router starts loading its code.
 */
export function createAppRouter(queryClient: QueryClient) {
  fetchScreenDataEarly(window.location.hash);
  return createHashRouter(createRoutes(queryClient));
}
