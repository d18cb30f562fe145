import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * Last-resort page when a route fails to render or its code cannot be loaded (typically a
 * deploy replaced the chunks under an open tab). Plain markup: it is part of the entry chunk.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : '';
  return (
    <div
      role="alert"
      style={{ maxWidth: 520, margin: '80px auto', padding: 24, background: '#fff', border: '1px solid #f0d0d0', borderRadius: 6, fontSize: 14 }}
    >
      <h2 style={{ marginTop: 0, color: '#a8071a', fontSize: 18 }}>Something went wrong</h2>
      <p>The page could not be displayed. Reloading usually fixes it.</p>
      {detail ? <pre style={{ whiteSpace: 'pre-wrap', color: '#666', fontSize: 12 }}>{detail}</pre> : null}
      <button type="button" onClick={() => window.location.reload()} style={{ padding: '6px 14px', cursor: 'pointer' }}>
        Reload
      </button>{' '}
      <a href="#/">Go home</a>
    </div>
  );
}
