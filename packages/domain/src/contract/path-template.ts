// Its own module: the web's api-client (in the login route) needs this, not the declarations.

/**
 * The path of a call: each `:name` replaced by its value, percent-encoded (invoice numbers hold
 * `/`, which must stay inside one path segment).
 */
export function endpointPath(path: string, params: Record<string, string | number | boolean | null | undefined> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`Path ${path} needs a value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
