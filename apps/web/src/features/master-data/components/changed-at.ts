import { t } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';

/** A "Last Change" cell: when, then by whom when known ("05-MAR-2026 10:00 by finance"). */
export function changedAt(at: string, by: string | null): string {
  const date = formatDateTime(at);
  return by ? t('master.common.changedBy', { date, user: by }) : date;
}
