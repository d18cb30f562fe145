import type { ComponentType, CSSProperties } from 'react';

type Glyph = ComponentType<{ 'aria-hidden'?: boolean; spin?: boolean; style?: CSSProperties }>;

/**
 * A decorative antd icon beside a text. antd icons name themselves (`role="img"
 * aria-label="search"`), which leaks into the accessible name of the button or link around them
 * ("search Search"); hidden here, the text alone names it. Icon-only buttons keep their own
 * `aria-label` and may use this too.
 */
export function Icon({ of: Shape, spin, style }: { of: Glyph; spin?: boolean; style?: CSSProperties }) {
  return <Shape aria-hidden spin={spin} style={style} />;
}
