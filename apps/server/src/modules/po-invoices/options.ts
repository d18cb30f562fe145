import { parseReceiptCursor, receiptCursor, withholdingRateFor, type OpenReceipt, type PendingReceiptsQuery } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { cancellable, type RequestSignal } from '../../lib/cancellable';
import { companyNamer } from '../../lib/company-names';
import { resolveVendorCompany, type Actor } from '../auth/index';
import { findHeldReceiptIds } from '../invoices/index';
import { findOpenReceipts } from '../receipts/index';
import { payeeHasNpwp } from './references';

/**
 * How many pages past the one asked for are counted: enough for the pager's next page numbers,
 * and a count whose cost does not grow with the page number (the total says "more" beyond).
 */
export const PENDING_PAGES_AHEAD = 10;

/**
 * "Search Pending PO": this supplier's received, not-yet-invoiced receipt lines in one company.
 * A page asked with the previous page's cursor is read from where that page stopped; without
 * one (a jump to a page number) the lines before it are skipped.
 */
export async function searchPendingReceipts(
  ctx: Pick<AppDeps, 'database' | 'erp'>,
  actor: Actor,
  q: PendingReceiptsQuery,
  signal?: RequestSignal,
): Promise<{ items: OpenReceipt[]; total: number; totalCapped: boolean; page: number; pageSize: number; nextCursor: string | null }> {
  const company = await resolveVendorCompany(ctx.database.db, actor, q);
  // The portal's part (the receipts already on invoices) cancellable; the ERP's search then takes it.
  const [held, nameOf] = await Promise.all([cancellable(ctx.database, signal, (own) => findHeldReceiptIds(own, company)), companyNamer(ctx.erp)]);
  // The schema has checked the cursor already.
  const after = q.after ? (parseReceiptCursor(q.after) ?? undefined) : undefined;
  const skipped = (q.page - 1) * q.pageSize;
  const { items, total, totalCapped } = await findOpenReceipts(
    ctx,
    company,
    {
      fromDate: q.fromDate || undefined,
      toDate: q.toDate || undefined,
      fromPo: q.fromPo?.trim() || undefined,
      toPo: q.toPo?.trim() || undefined,
      after,
      limit: q.pageSize,
      offset: after ? 0 : skipped,
      countAhead: q.pageSize * PENDING_PAGES_AHEAD,
    },
    nameOf(company.instance, company.orgId),
    held,
  );
  const last = items.length === q.pageSize ? items[items.length - 1] : undefined;
  return { items, total: skipped + total, totalCapped, page: q.page, pageSize: q.pageSize, nextCursor: last ? receiptCursor(last) : null };
}

/** Choices of the PO form for one company: the supplier's banks, PPh codes, charge accounts. */
export async function poFormOptions(ctx: Pick<AppDeps, 'database' | 'erp'>, actor: Actor, q: { orgId?: number; instance?: string }) {
  const company = await resolveVendorCompany(ctx.database.db, actor, q);
  const [banks, pphCodes, accounts, hasNpwp] = await Promise.all([
    ctx.erp.listSupplierBanks(company.instance, company.vendorId, company.orgId),
    ctx.erp.listTaxCodes(company.instance, company.orgId, 'PPH'),
    ctx.erp.listAccounts(company.instance, company.orgId),
    payeeHasNpwp(ctx.database.db, company),
  ]);
  return {
    banks: banks.map((b) => ({ id: b.extBankAccountId, label: b.transferTo })),
    // The rates the server will withhold at, so the form's preview and the saved figures agree.
    pphCodes: pphCodes.map((c) => ({ code: c.code, rate: withholdingRateFor(c.code, c.rate, hasNpwp)!, description: c.description })),
    accounts: accounts.map((a) => ({ id: a.codeCombinationId, label: `${a.segments} ${a.description}`.trim() })),
  };
}
