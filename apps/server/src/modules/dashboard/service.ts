import { DASHBOARD_TOP, type InvoiceSummary, type OpenReceipt } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { cancellable, type RequestSignal } from '../../lib/cancellable';
import { companyNamer } from '../../lib/company-names';
import { loadVendorScope, type Actor } from '../auth/index';
import { findHeldReceiptIds, latestInvoices } from '../invoices/index';
import { findOpenReceipts } from '../receipts/index';

type Ctx = Pick<AppDeps, 'database' | 'erp'>;

export async function dashboardInvoices(ctx: Ctx, actor: Actor, signal?: RequestSignal): Promise<InvoiceSummary[]> {
  return latestInvoices(ctx, actor, DASHBOARD_TOP, signal);
}

/** The newest open receipt lines across every company the supplier works in. */
export async function dashboardReceipts(ctx: Ctx, actor: Actor, signal?: RequestSignal): Promise<OpenReceipt[]> {
  const scope = await loadVendorScope(ctx.database.db, actor);
  if (scope.kind === 'all') return [];
  // The portal's part (the receipts already invoiced, per company) first, all on one cancellable connection; then the ERP's.
  const [held, nameOf] = await Promise.all([
    cancellable(ctx.database, signal, (own) => Promise.all(scope.entries.map((entry) => findHeldReceiptIds(own, entry)))),
    companyNamer(ctx.erp),
  ]);
  const perCompany = await Promise.all(
    scope.entries.map(
      async (entry, i) => (await findOpenReceipts(ctx, entry, { limit: DASHBOARD_TOP, offset: 0 }, nameOf(entry.instance, entry.orgId), held[i])).items,
    ),
  );
  return perCompany
    .flat()
    .sort((a, b) => b.transactionDate.localeCompare(a.transactionDate) || b.rcvTransactionId - a.rcvTransactionId)
    .slice(0, DASHBOARD_TOP);
}
