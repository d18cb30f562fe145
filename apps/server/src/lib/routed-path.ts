import type { FastifyRequest } from 'fastify';

/**
 * The path the router matched (`/%61pi/x` is routed as `/api/x`, so the raw URL must not
 * decide), or for an unmatched request its decoded path.
 */
export function routedPath(request: FastifyRequest): string {
  const routed = request.routeOptions.url;
  if (routed) return routed;
  const path = request.url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
