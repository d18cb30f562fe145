import { formatMoney, formatQuantity } from '../lib/format';

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

const currencyStyle = { color: '#666', fontSize: 11 } as const;

/**
 * Money in a table cell or a total: 2 decimals, grouped, figures aligned; with its currency code
 * before it and a space between ("IDR 1,382,716.19"), so it reads and copies as one amount.
 */
export function Amount({ value, strong, currency }: { value: string | null | undefined; strong?: boolean; currency?: string }) {
  const text = formatMoney(value) || '-';
  return (
    <span style={{ ...numeric, fontWeight: strong ? 600 : undefined }}>
      {currency ? (
        <>
          <span style={currencyStyle}>{currency}</span> <span>{text}</span>
        </>
      ) : (
        text
      )}
    </span>
  );
}

/** A quantity with 3 decimals. */
export function Quantity({ value }: { value: string | null | undefined }) {
  return <span style={numeric}>{formatQuantity(value) || '-'}</span>;
}
