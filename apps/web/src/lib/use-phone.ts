import { Grid } from 'antd';

/**
 * True on a phone-sized screen (narrower than antd's `md`, 768 px): the menu becomes a drawer,
 * tables scroll inside their card. Unknown before the first measure (tests without a window):
 * then the desktop layout, so nothing changes where the width is not known.
 */
export function usePhone(): boolean {
  return Grid.useBreakpoint().md === false;
}

/**
 * True below antd's `xl` (1200 px): phones and tablets, where a list's columns no longer fit
 * beside the sidebar, so its table scrolls inside its card. Desktops (1366 px) keep their layout.
 */
export function useNarrowScreen(): boolean {
  return Grid.useBreakpoint().xl === false;
}
