import type { BatchSummary, Paged } from '@faktura/domain';
import { apiFetch } from '../../../lib/api-client';

/**
 * The invoice list names a batch by number only; its summary route needs the id. GET /api/batches
 * matches numbers by substring, so the exact number is picked from the answer.
 */
export async function findBatchId(batchNo: string, company: { orgId: number; instance: string }): Promise<number | null> {
  const page = await apiFetch<Paged<BatchSummary>>('/api/batches', { query: { batchNo, orgId: company.orgId, instance: company.instance, page: 1, pageSize: 50 } });
  return page.items.find((b) => b.batchNo === batchNo)?.id ?? null;
}
