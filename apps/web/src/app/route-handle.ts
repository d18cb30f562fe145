import type { RouteDef } from '@faktura/domain';

/** Data every portal route carries, read by the layout for the page title and breadcrumb. */
export type PortalRouteHandle = { def: RouteDef };

export function isPortalHandle(handle: unknown): handle is PortalRouteHandle {
  return typeof handle === 'object' && handle !== null && 'def' in handle;
}
