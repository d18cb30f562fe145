import { formatMoney, formatQuantity } from '../lib/format';

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** Money in a table cell or a total: 2 decimals, grouped, figures aligned. */
export function Amount({ value, strong }: { value: string | null | undefined; strong?: boolean }) {
  return <span style={{ ...numeric, fontWeight: strong ? 600 : undefined }}>{formatMoney(value) || '-'}</span>;
}

/** A quantity with 3 decimals. */
export function Quantity({ value }: { value: string | null | undefined }) {
  return <span style={numeric}>{formatQuantity(value) || '-'}</span>;
}
