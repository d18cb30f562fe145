import { downloadFile } from '../../../lib/open-file';
import type { ExpeditionQuery } from './get-expedition-lines';

/** GET /api/expedition/export.{xls,xlsx}: Download / Download Excel of every line the search finds (expedition-{ts}). */
export function exportExpedition(format: 'xls' | 'xlsx', q: ExpeditionQuery): Promise<string> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(q)) if (value !== undefined && value !== '') query.set(key, String(value));
  return downloadFile(`/api/expedition/export.${format}?${query.toString()}`, `expedition.${format}`);
}
