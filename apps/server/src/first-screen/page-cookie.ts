/**
 * The session token again, as an HttpOnly cookie that only the page itself reads: with it the
 * server can draw the dashboard into the page that opens it (./first-screen.ts). The API never
 * accepts it (plugins/auth.ts reads the bearer header alone), so a request another site makes
 * the browser send carries no credential the API honours: no CSRF. SameSite=Strict keeps it off
 * other sites' requests anyway; docs/decisions/035-first-screen-drawn-by-the-server.md.
 */
export const PAGE_COOKIE = 'faktura_page';

const attributes = (secure: boolean) => `Path=/; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;

/** The cookie a login sets: the session's token, kept as long as the session lasts. */
export function pageCookie(token: string, expiresAt: Date, now: Date, secure: boolean): string {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  return `${PAGE_COOKIE}=${encodeURIComponent(token)}; Max-Age=${maxAge}; ${attributes(secure)}`;
}

/** The cookie a logout (or a page finding its session over) sets: gone. */
export function clearedPageCookie(secure: boolean): string {
  return `${PAGE_COOKIE}=; Max-Age=0; ${attributes(secure)}`;
}

/** The token in a Cookie header, if the page cookie is there and well formed. */
export function pageCookieToken(header: string | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== PAGE_COOKIE) continue;
    try {
      const token = decodeURIComponent(part.slice(at + 1).trim());
      // Tokens are URL-safe base64 (modules/auth/tokens.ts); anything else was not set by us.
      return /^[\w-]{16,200}$/.test(token) ? token : null;
    } catch {
      return null;
    }
  }
  return null;
}
