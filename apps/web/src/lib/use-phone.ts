import { useSyncExternalStore } from 'react';

// antd's breakpoints: md starts at 768 px, xl at 1200 px.
const PHONE = '(max-width: 767.98px)';
const NARROW = '(max-width: 1199.98px)';

/**
 * Whether a media query holds, kept current as the window is resized. Read while rendering
 * (useSyncExternalStore), so a screen renders once with the right layout; antd's
 * `Grid.useBreakpoint` renders its component a second time as it subscribes, which re-rendered
 * the whole signed-in layout on every mount.
 */
function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/**
 * True on a phone-sized screen (narrower than antd's `md`, 768 px): the menu becomes a drawer,
 * lists become cards, controls grow to 44 px.
 */
export function usePhone(): boolean {
  return useMediaQuery(PHONE);
}

/**
 * True below antd's `xl` (1200 px): phones and tablets, where a list's columns no longer fit
 * beside the sidebar, so its table scrolls inside its card. Desktops (1366 px) keep their layout.
 */
export function useNarrowScreen(): boolean {
  return useMediaQuery(NARROW);
}
