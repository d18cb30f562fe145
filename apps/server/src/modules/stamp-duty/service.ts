import { money, stampDutyApplies, stampDutyWarning, type StampDutyList, type StampDutyQuery } from '@faktura/domain';
import type { Database, DbOrTx } from '../../db/client';
import { cancellable, type RequestSignal } from '../../lib/cancellable';
import * as repo from './repo';

/** A page of invoices missing stamp duty, one company (instance and org id) or every company. */
export async function findMissingStampDuty(database: Database, q: StampDutyQuery, signal?: RequestSignal): Promise<StampDutyList> {
  const company = q.instance && q.orgId ? { instance: q.instance, orgId: q.orgId } : null;
  const { rows, total } = await cancellable(database, signal, (own) =>
    repo.listMissingStampDuty(own, { company, limit: q.pageSize, offset: (q.page - 1) * q.pageSize }),
  );
  return { items: rows.map((r) => ({ ...r, totalAmount: money(r.totalAmount) })), total };
}

/** The supplier's stamp-duty warning for an invoice, as its detail shows it (empty when none). */
export async function stampDutyWarnings(
  db: DbOrTx,
  invoice: { id: number; totalAmount: string; currencyCode: string; eMeteraiSerial: string | null },
): Promise<string[]> {
  if (!stampDutyApplies(invoice.totalAmount, invoice.currencyCode) || invoice.eMeteraiSerial) return [];
  const warning = stampDutyWarning({
    total: invoice.totalAmount,
    currencyCode: invoice.currencyCode,
    serial: invoice.eMeteraiSerial,
    hasStampedDocument: await repo.hasStampedDocument(db, invoice.id),
  });
  return warning ? [warning] : [];
}
