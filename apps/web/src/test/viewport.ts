/**
 * The width jsdom's media queries answer for (jsdom has no layout): a desktop's 1366 px, as the
 * browser journeys use, unless a test asks for a phone's with `setViewportWidth(390)` before it
 * renders (and puts it back after).
 */
let width = 1366;

export function setViewportWidth(px: number) {
  width = px;
}

export const DESKTOP_WIDTH = 1366;

/** Whether a media query's `min-width` / `max-width` conditions hold at the current width. */
export function matchesWidth(query: string): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, kind, px]) => (kind === 'min' ? width >= Number(px) : width <= Number(px)));
}
