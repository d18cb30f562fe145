import {
  buildStatementOfAccount,
  STATEMENT_MESSAGES,
  statementFileBase,
  statementRangeError,
  type StatementQuery,
  type StatementView,
  type Language,
} from '@faktura/domain';
import type { AppDeps } from '../../deps';
import type { Actor } from '../../lib/actor';
import { badRequest, notFound } from '../../lib/errors';
import type { Printed } from '../../lib/pdf-reply';
import { loadVendorScope } from '../auth/index';
import { documentParties } from '../invoices/index';

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

/** The same statement as a PDF, with the company's header and logo like the other printed documents. */
export async function printStatement(deps: Ctx, actor: Actor, q: StatementQuery, now = new Date(), language: Language = 'en'): Promise<Printed> {
  const statement = await getStatement(deps, actor, q);
  const { company, supplier } = await documentParties(deps.erp, { ...statement, vendorName: statement.supplierName });
  // pdfkit is loaded on the first print, not when the server starts (as documents/index.ts does for the others).
  const { renderStatementOfAccount } = await import('../../documents/statement-of-account');
  const pdf = await renderStatementOfAccount({ company, supplier, statement, printedAt: now, printedBy: actor.username, language });
  return { fileName: `${statementFileBase(statement)}.pdf`, pdf };
}
