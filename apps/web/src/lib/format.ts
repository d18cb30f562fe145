// One import site for display formats, so screens never format dates or money by hand (DD-MMM-YYYY, 2-decimal amounts, 3-decimal quantities).
// Dates and amounts read in the chosen language (DD-MMM-YYYY with its months; its separators).
import { formatDate as formatDateIn, formatMoney as formatMoneyIn, formatPeriod as formatPeriodIn } from '@faktura/domain';
import { getLanguage } from '../i18n/language';
import { formatQuantity as formatQuantityIn } from '@faktura/domain';
export { statusColour } from '@faktura/domain';

/** A quantity with 3 decimals; in Indonesian with its decimal comma (3,000 is three, not three thousand). */
export function formatQuantity(value: string | number | null | undefined): string {
  const text = formatQuantityIn(value);
  return getLanguage() === 'id' ? text.replace('.', ',') : text;
}

export function formatDate(value: string | Date | null | undefined): string {
  return formatDateIn(value, getLanguage());
}

export function formatPeriod(value: string | null | undefined): string {
  return formatPeriodIn(value, getLanguage());
}

export function formatMoney(value: string | number | null | undefined): string {
  return formatMoneyIn(value, getLanguage());
}

/** A timestamp as DD-MMM-YYYY HH:mm in the viewer's time zone (notifications, audit lines). */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  const localIso = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  return `${formatDate(localIso)} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
}
