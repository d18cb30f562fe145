import { useQuery } from '@tanstack/react-query';
import { statementFileBase, statementsApi, type StatementQuery } from '@faktura/domain';
import { callApi, endpointUrl } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/open-file';
import { QUERY_ROOTS } from '../../../lib/query-keys';

/** The statement's query as the screen asks it (the server fills in a supplier's own vendor). */
export type StatementRequest = Pick<StatementQuery, 'instance' | 'orgId' | 'from' | 'to'> & { vendorId?: number };

export const statementKeys = { one: (q: StatementRequest) => [...QUERY_ROOTS.reports, 'statement', q] as const };

/** GET /api/statements once the form has been sent; nothing before. */
export function useStatement(q: StatementRequest | null) {
  return useQuery({
    queryKey: statementKeys.one(q ?? { instance: '', orgId: 0, from: '', to: '' }),
    queryFn: ({ signal }) => callApi(statementsApi.get, { query: q!, signal }),
    enabled: q !== null,
  });
}

/** The statement shown on screen as a PDF or an .xlsx, saved under the server's name. */
export function downloadStatement(format: 'pdf' | 'xlsx', q: StatementRequest & { vendorId: number }): Promise<string> {
  const endpoint = format === 'pdf' ? statementsApi.pdf : statementsApi.xlsx;
  return downloadFile(endpointUrl(endpoint, { query: q }), `${statementFileBase(q)}.${format}`);
}
