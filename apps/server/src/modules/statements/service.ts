import { buildStatementOfAccount, STATEMENT_MESSAGES, statementRangeError, type StatementQuery, type StatementView } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import type { Actor } from '../../lib/actor';
import { badRequest, notFound } from '../../lib/errors';
import { loadVendorScope } from '../auth/index';

type Ctx = Pick<AppDeps, 'database' | 'erp'>;

const today = () => new Date().toISOString().slice(0, 10);

/**
 * One supplier's statement at one company. A supplier or PIC gets only a supplier mapped to it in that
 * company (another one is 404, as if missing); finance names any supplier, which must exist in the ERP.
 */
export async function getStatement(deps: Ctx, actor: Actor, q: StatementQuery): Promise<StatementView> {
  const rangeError = statementRangeError(q.from, q.to);
  if (rangeError) throw badRequest(rangeError);
  const scope = await loadVendorScope(deps.database.db, actor);
  let vendorId = q.vendorId;
  if (scope.kind === 'all') {
    if (!vendorId) throw badRequest(STATEMENT_MESSAGES.supplierRequired);
  } else {
    const mine = scope.entries.filter((e) => e.instance === q.instance && e.orgId === q.orgId).map((e) => e.vendorId);
    if (!vendorId) vendorId = mine[0] ?? 0;
    if (!vendorId || !mine.includes(vendorId)) throw notFound(STATEMENT_MESSAGES.supplierNotFound);
  }
  const instance = q.instance;
  const supplier = await deps.erp.getSupplier(instance, vendorId);
  if (!supplier) throw notFound(STATEMENT_MESSAGES.supplierNotFound);
  const ledger = await deps.erp.getSupplierLedger({ instance, vendorId, orgId: q.orgId, from: q.from, to: q.to });
  const statement = buildStatementOfAccount({
    from: q.from,
    to: q.to,
    asOf: today(),
    openingBalances: ledger.opening,
    entries: ledger.entries,
    openInvoices: ledger.openInvoices,
  });
  return { instance: q.instance, orgId: q.orgId, vendorId, supplierName: supplier.name, ...statement };
}
