import { DUPLICATE_MESSAGES } from '@faktura/domain';
import { WarningAlerts } from '../../../components/warning-alerts';
import { useDuplicateWarnings } from '../api';

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
      warnings={data.warnings.map((w) => ({ message: w.message, link: { to: w.other.path, label: DUPLICATE_MESSAGES.openEarlier(w.other.invoiceNo) } }))}
    />
  );
}
