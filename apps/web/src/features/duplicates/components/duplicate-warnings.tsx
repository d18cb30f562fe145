import { DUPLICATE_AMOUNT_TOLERANCE_PERCENT, DUPLICATE_DATE_WINDOW_DAYS, type DuplicateCriterion, type DuplicateWarning } from '@faktura/domain';
import { WarningAlerts } from '../../../components/warning-alerts';
import { getLanguage, t } from '../../../i18n';
import { useDuplicateWarnings } from '../api';

const criterion = (c: DuplicateCriterion) => t(`supplier.duplicates.${c}`, { days: DUPLICATE_DATE_WINDOW_DAYS, percent: DUPLICATE_AMOUNT_TOLERANCE_PERCENT });

/** "a, b and c" in the chosen language. */
function listed(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${t('supplier.duplicates.and')} ${items[items.length - 1]}`;
}

/**
 * The server writes the warning in English (its text is the contract); in another language it is
 * written again from its kind, criteria and the other invoice's number, which the warning carries.
 */
function warningText(w: DuplicateWarning): string {
  if (getLanguage() === 'en') return w.message;
  const invoiceNo = w.other.invoiceNo;
  return w.kind === 'SAME_FILE'
    ? t('supplier.duplicates.sameFile', { invoiceNo })
    : t('supplier.duplicates.likely', { invoiceNo, criteria: listed(w.criteria.map(criterion)) });
}

/**
 * An invoice's duplicate warnings (the same file on another invoice, a likely duplicate), each
 * with a link that opens the other invoice. Only invoices the viewer may see are named (the
 * server's rule). Nothing shows while loading or when the check fails: it never stops the form.
 */
export function DuplicateWarnings({ invoiceId }: { invoiceId: number | undefined }) {
  const { data } = useDuplicateWarnings(invoiceId);
  if (!data?.warnings.length) return null;
  return (
    <WarningAlerts
      warnings={data.warnings.map((w) => ({
        message: warningText(w),
        link: { to: w.other.path, label: t('supplier.duplicates.openEarlier', { invoiceNo: w.other.invoiceNo }) },
      }))}
    />
  );
}
