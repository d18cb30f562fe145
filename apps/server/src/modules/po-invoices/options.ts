import type { OpenReceipt, PendingReceiptsQuery } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { companyNamer } from '../../lib/company-names';
import { resolveVendorCompany, type Actor } from '../auth/index';
import { findOpenReceipts } from '../receipts/index';

/** "Search Pending PO": this supplier's received, not-yet-invoiced receipt lines in one company. */
export async function searchPendingReceipts(
  ctx: Pick<AppDeps, 'database' | 'erp'>,
  actor: Actor,
  q: PendingReceiptsQuery,
): Promise<{ items: OpenReceipt[]; total: number; totalCapped: boolean; page: number; pageSize: number }> {
  const company = await resolveVendorCompany(ctx.database.db, actor, q);
  const nameOf = await companyNamer(ctx.erp);
  const { items, total, totalCapped } = await findOpenReceipts(
    ctx,
    company,
    {
      fromDate: q.fromDate || undefined,
      toDate: q.toDate || undefined,
      fromPo: q.fromPo?.trim() || undefined,
      toPo: q.toPo?.trim() || undefined,
      limit: q.pageSize,
      offset: (q.page - 1) * q.pageSize,
    },
    nameOf(company.instance, company.orgId),
  );
  return { items, total, totalCapped, page: q.page, pageSize: q.pageSize };
}

/** Choices of the PO form for one company: the supplier's banks, PPh codes, charge accounts. */
export async function poFormOptions(ctx: Pick<AppDeps, 'database' | 'erp'>, actor: Actor, q: { orgId?: number; instance?: string }) {
  const company = await resolveVendorCompany(ctx.database.db, actor, q);
  const [banks, pphCodes, accounts] = await Promise.all([
    ctx.erp.listSupplierBanks(company.instance, company.vendorId, company.orgId),
    ctx.erp.listTaxCodes(company.instance, company.orgId, 'PPH'),
    ctx.erp.listAccounts(company.instance, company.orgId),
  ]);
  return {
    banks: banks.map((b) => ({ id: b.extBankAccountId, label: b.transferTo })),
    pphCodes: pphCodes.map((c) => ({ code: c.code, rate: c.rate, description: c.description })),
    accounts: accounts.map((a) => ({ id: a.codeCombinationId, label: `${a.segments} ${a.description}`.trim() })),
  };
}
