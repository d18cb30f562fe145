import { STAFF_NOTICES, TASK_PATHS, invoiceDetailPath, invoiceKindOf, reviewLinkOf, type InvoiceAction } from '@faktura/domain';
import type { DbOrTx } from '../../db/client';
import { batchNosByIds, mappingStaffOf, substitutesToday } from './notice-repo';
import type { InvoiceRow } from './repo';

/** invoiceId: the task's invoice, for its e-mail (the in-app notice does not keep it). */
export type StaffNotice = { userId: number; title: string; body: string; link: string | null; invoiceId?: number };

type Recipient = { invoiceId: number; userId: number | null };

async function recipients(tx: DbOrTx, action: InvoiceAction, ids: number[]): Promise<Recipient[]> {
  if (action === 'RECOMMEND') return (await mappingStaffOf(tx, ids)).map((r) => ({ invoiceId: r.invoiceId, userId: r.finance }));
  if (action !== 'SEND_TO_RECOMMENDER') return [];
  const withSubstitutes: Recipient[] = [];
  for (const r of await mappingStaffOf(tx, ids)) {
    withSubstitutes.push({ invoiceId: r.invoiceId, userId: r.recommender });
    if (r.recommender === null) continue;
    for (const userId of await substitutesToday(tx, r.recommender)) withSubstitutes.push({ invoiceId: r.invoiceId, userId });
  }
  return withSubstitutes;
}

function batchNos(tx: DbOrTx, rows: InvoiceRow[]): Promise<Map<number, string>> {
  return batchNosByIds(
    tx,
    rows.map((r) => r.batchId).filter((id): id is number => id !== null),
  );
}

/**
 * What staff are told about a status change, besides the supplier (SUPPLIER_NOTICES): the
 * recommender and today's substitutes when an invoice is sent for recommendation (a link to the
 * task), finance when the recommender approves (a link to its review), the PIC who entered a
 * proxy invoice when it is declined. One notice per user per invoice.
 */
export async function staffNotices(tx: DbOrTx, action: InvoiceAction, rows: InvoiceRow[], reason: string | null): Promise<StaffNotice[]> {
  if (!rows.length) return [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  if (action === 'DECLINE') {
    return rows
      .filter((r) => invoiceKindOf(r.invoiceType) === 'PROXY' && r.createdBy !== null)
      .map((r) => ({ userId: r.createdBy!, ...STAFF_NOTICES.DECLINE(r.invoiceNo, reason ?? ''), link: invoiceDetailPath(r) }));
  }
  const found = await recipients(
    tx,
    action,
    rows.map((r) => r.id),
  );
  const batchNoOf = action === 'RECOMMEND' ? await batchNos(tx, rows) : new Map<number, string>();
  const seen = new Set<string>();
  const out: StaffNotice[] = [];
  for (const { invoiceId, userId } of found) {
    const row = byId.get(invoiceId);
    const key = `${invoiceId}/${userId}`;
    if (!row || userId === null || seen.has(key)) continue;
    seen.add(key);
    if (action === 'SEND_TO_RECOMMENDER') {
      out.push({ userId, ...STAFF_NOTICES.SEND_TO_RECOMMENDER(row.invoiceNo, row.vendorName), link: TASK_PATHS.task(row.id), invoiceId: row.id });
    } else {
      const link = reviewLinkOf({ ...row, batchNo: row.batchId === null ? null : (batchNoOf.get(row.batchId) ?? null), status: 'PROCESSED' }, 'ORACLE').path;
      out.push({ userId, ...STAFF_NOTICES.RECOMMEND(row.invoiceNo, row.vendorName), link });
    }
  }
  return out;
}
