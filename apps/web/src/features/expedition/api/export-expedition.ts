import { expeditionApi } from '@faktura/domain';
import { endpointUrl } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/open-file';
import type { ExpeditionQuery } from './get-expedition-lines';

const EXPORTS = { xls: expeditionApi.exportXls, xlsx: expeditionApi.exportXlsx } as const;

/** GET /api/expedition/export.{xls,xlsx}: Download / Download Excel of every line the search finds (expedition-{ts}). */
export function exportExpedition(format: 'xls' | 'xlsx', q: ExpeditionQuery): Promise<string> {
  return downloadFile(endpointUrl(EXPORTS[format], { query: q }), `expedition.${format}`);
}
