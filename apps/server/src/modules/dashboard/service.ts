import { DASHBOARD_TOP, type InvoiceSummary, type OpenReceipt } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { companyNamer } from '../../lib/company-names';
import { loadVendorScope, type Actor } from '../auth/index';
import { latestInvoices } from '../invoices/index';
import { findOpenReceipts } from '../receipts/index';

type Ctx = Pick<AppDeps, 'database' | 'erp'>;

export async function dashboardInvoices(ctx: Ctx, actor: Actor, signal?: AbortSignal): Promise<InvoiceSummary[]> {
  return latestInvoices(ctx, actor, DASHBOARD_TOP, signal);
}

/** The newest open receipt lines across every company the supplier works in. */
export async function dashboardReceipts(ctx: Ctx, actor: Actor): Promise<OpenReceipt[]> {
  const scope = await loadVendorScope(ctx.database.db, actor);
  if (scope.kind === 'all') return [];
  const nameOf = await companyNamer(ctx.erp);
  const perCompany = await Promise.all(
    scope.entries.map(async (entry) => (await findOpenReceipts(ctx, entry, { limit: DASHBOARD_TOP, offset: 0 }, nameOf(entry.instance, entry.orgId))).items),
  );
  return perCompany
    .flat()
    .sort((a, b) => b.transactionDate.localeCompare(a.transactionDate) || b.rcvTransactionId - a.rcvTransactionId)
    .slice(0, DASHBOARD_TOP);
}
