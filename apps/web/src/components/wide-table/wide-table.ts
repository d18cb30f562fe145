import type { CSSProperties } from 'react';
import './wide-table.css';

/**
 * Props for an antd Table at least `width` px wide that scrolls sideways inside its card when the
 * card is narrower. Instead of antd's `scroll={{ x }}`, which draws a hidden row to measure every
 * column, reads its width in an effect (a forced layout as the screen first draws) and draws the
 * table again with the widths: work for the fixed columns and sticky headers it serves, which a
 * table without them does not need. Tables with fixed columns keep `scroll.x`. `style` is the
 * table's own (the width rides on it).
 */
export function wideTable(width: number, style?: CSSProperties): { className: string; style: CSSProperties } {
  return { className: 'fk-wide-table', style: { ...style, '--fk-wide-table-width': `${width}px` } as CSSProperties };
}
