// One import site for display formats, so screens never format dates or money by hand (DD-MMM-YYYY, 2-decimal amounts, 3-decimal quantities).
export { formatDate, formatPeriod, formatMoney, formatQuantity, statusColour } from '@faktura/domain';
import { formatDate } from '@faktura/domain';

/** A timestamp as DD-MMM-YYYY HH:mm in the viewer's time zone (notifications, audit lines). */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  const localIso = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  return `${formatDate(localIso)} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
}
