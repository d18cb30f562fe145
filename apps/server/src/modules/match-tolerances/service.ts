import {
  checkInvoiceLines,
  formatTolerancePct,
  fromScaled,
  invoiceKindOf,
  NO_TOLERANCES,
  normaliseToleranceForm,
  STATUSES_HOLDING_RECEIPTS,
  sumMoney,
  toScaled,
  TOLERANCE_SETTING_MESSAGES,
  validateToleranceForm,
  type CompanyTolerance,
  type CompanyToleranceList,
  type InvoiceStatus,
  type InvoiceTolerances,
  type MatchTolerances,
  type ToleranceBasis,
  type ToleranceBasisLine,
  type ToleranceBasisQuery,
  type ToleranceUpdate,
} from '@faktura/domain';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { ErpPort } from '../../erp/port';
import { badRequest, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/index';
import { loadVendorScope, type Actor } from '../auth/index';
import * as repo from './repo';

type Ctx = Pick<AppDeps, 'database' | 'erp'>;

/** A stored percentage ("2.000") as finance set it ("2.00"); null stays null (not checked). */
const pct = (value: string | null): string | null => (value === null ? null : formatTolerancePct(value));

function tolerancesOf(row: repo.ToleranceRow | undefined): MatchTolerances {
  return row ? { pricePct: pct(row.pricePct), quantityPct: pct(row.quantityPct), qtyReceivedPct: pct(row.qtyReceivedPct) } : NO_TOLERANCES;
}

/** A company's tolerances (none set: no check is made). For other modules, through index.ts. */
export async function tolerancesFor(db: DbOrTx, instance: string, orgId: number): Promise<MatchTolerances> {
  return tolerancesOf(await repo.findTolerance(db, instance, orgId));
}

/** Every company of the ERP, with its tolerances or none: finance sets them company by company. */
export async function listTolerances(ctx: Ctx): Promise<CompanyToleranceList> {
  const [organisations, rows] = await Promise.all([ctx.erp.listOrganizations(), repo.findAllTolerances(ctx.database.db)]);
  const byCompany = new Map(rows.map((r) => [`${r.tolerance.instance}/${r.tolerance.orgId}`, r]));
  return {
    items: organisations.map((o) => {
      const found = byCompany.get(`${o.instance}/${o.orgId}`);
      return {
        instance: o.instance,
        orgId: o.orgId,
        company: o.name,
        ...tolerancesOf(found?.tolerance),
        updatedAt: found ? found.tolerance.updatedAt.toISOString() : null,
        updatedBy: found?.updatedByName ?? null,
      };
    }),
  };
}

/** What the audit trail keeps: the company key (named when read) and the three settings. */
function snapshot(company: { instance: string; orgId: number }, t: MatchTolerances) {
  return { company: `${company.instance}/${company.orgId}`, pricePct: t.pricePct, quantityPct: t.quantityPct, qtyReceivedPct: t.qtyReceivedPct };
}

export async function updateTolerances(ctx: Ctx, actor: Actor, form: ToleranceUpdate): Promise<CompanyTolerance> {
  const company = { instance: form.instance, orgId: form.orgId };
  const messages = validateToleranceForm(form);
  if (messages.length) throw badRequest(...messages);
  const organisation = await ctx.erp.getOrganization(company.instance, company.orgId);
  if (!organisation) throw badRequest(TOLERANCE_SETTING_MESSAGES.saveFailed, TOLERANCE_SETTING_MESSAGES.unknownCompany);
  const values = normaliseToleranceForm(form);
  const row = await ctx.database.db.transaction(async (tx) => {
    const before = await repo.findTolerance(tx, company.instance, company.orgId, true);
    const saved = await repo.upsertTolerance(tx, { ...company, ...values, updatedBy: actor.userId });
    await recordAudit(tx, {
      actorUserId: actor.userId,
      entity: 'matchTolerance',
      entityId: `${company.instance}/${company.orgId}`,
      action: before ? 'UPDATE' : 'CREATE',
      data: { before: before ? snapshot(company, tolerancesOf(before)) : null, after: snapshot(company, values) },
    });
    return saved;
  });
  return {
    instance: company.instance,
    orgId: company.orgId,
    company: organisation.name,
    ...tolerancesOf(row),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: await repo.usernameOf(ctx.database.db, actor.userId),
  };
}

/**
 * The PO-line facts of receipt lines: price and ordered quantity from the ERP, received less
 * returned, and billed = the ERP's billing plus the portal's live invoices (less `exceptInvoiceId`).
 */
async function basisLines(
  db: DbOrTx,
  erp: ErpPort,
  instance: string,
  receipts: Array<{ rcvTransactionId: number; poLineId: number }>,
  exceptInvoiceId?: number,
): Promise<ToleranceBasisLine[]> {
  const poLineIds = [...new Set(receipts.map((r) => r.poLineId))];
  const [totals, portal] = await Promise.all([erp.getPoLineTotals(instance, poLineIds), repo.findPortalBilled(db, instance, poLineIds, exceptInvoiceId)]);
  const byLine = new Map(totals.map((t) => [t.poLineId, t]));
  return receipts.flatMap((r) => {
    const t = byLine.get(r.poLineId);
    if (!t) return [];
    return [
      {
        rcvTransactionId: r.rcvTransactionId,
        poLineId: r.poLineId,
        poUnitPrice: t.unitPrice,
        orderedQuantity: t.quantityOrdered,
        receivedQuantity: t.quantityReceived,
        alreadyBilledQuantity: sumQuantity(t.quantityBilled, portal.get(r.poLineId) ?? '0'),
        currency: t.currencyCode,
      },
    ];
  });
}

/** Quantities have three places (sumMoney would round them to two). */
function sumQuantity(a: string, b: string): string {
  return fromScaled(toScaled(a, 3) + toScaled(b, 3), 3);
}

/**
 * For the PO invoice form: the company's tolerances and the facts of the chosen receipt lines.
 * A receipt line outside the actor's suppliers or the company is left out (nothing about it is told).
 */
export async function basisFor(ctx: Ctx, actor: Actor, q: ToleranceBasisQuery): Promise<ToleranceBasis> {
  const db = ctx.database.db;
  const scope = await loadVendorScope(db, actor);
  const mine = (r: { instance: string; orgId: number; vendorId: number }) =>
    r.instance === q.instance &&
    r.orgId === q.orgId &&
    (scope.kind === 'all' || scope.entries.some((e) => e.instance === r.instance && e.orgId === r.orgId && e.vendorId === r.vendorId));
  const [receipts, tolerances, except] = await Promise.all([
    ctx.erp.getReceiptLines(q.instance, q.ids),
    tolerancesFor(db, q.instance, q.orgId),
    q.exceptInvoiceId ? repo.findInvoiceForCheck(db, q.exceptInvoiceId) : Promise.resolve(undefined),
  ]);
  // Only one of the actor's own invoices may be left out of what is billed.
  const exceptInvoiceId = except && mine(except.invoice) ? except.invoice.id : undefined;
  const order = new Map(q.ids.map((id, i) => [id, i]));
  const allowed = receipts.filter(mine).sort((a, b) => (order.get(a.rcvTransactionId) ?? 0) - (order.get(b.rcvTransactionId) ?? 0));
  return { tolerances, lines: await basisLines(db, ctx.erp, q.instance, allowed, exceptInvoiceId) };
}

/**
 * Finance, before submitting to the ERP: the invoice's lines outside its company's tolerances,
 * each with its breaches and the money over. An invoice the ERP has billed (POSTED) has none:
 * the check is made before the ERP.
 */
export async function invoiceTolerances(ctx: Ctx, id: number): Promise<InvoiceTolerances> {
  const db = ctx.database.db;
  const found = await repo.findInvoiceForCheck(db, id);
  if (!found) throw notFound(TOLERANCE_SETTING_MESSAGES.invoiceNotFound);
  const { invoice, lines } = found;
  if (invoiceKindOf(invoice.invoiceType) !== 'PO') throw badRequest(TOLERANCE_SETTING_MESSAGES.notPoInvoice);
  const tolerances = await tolerancesFor(db, invoice.instance, invoice.orgId);
  const checkable = lines.filter((l) => l.rcvTransactionId !== null && l.poLineId !== null && l.quantity !== null && l.unitPrice !== null);
  const empty = { invoiceId: id, tolerances, lines: [], amountOver: '0.00' };
  if (!STATUSES_HOLDING_RECEIPTS.includes(invoice.status as InvoiceStatus) || checkable.length === 0) return empty;
  const basisList = await basisLines(
    db,
    ctx.erp,
    invoice.instance,
    checkable.map((l) => ({ rcvTransactionId: l.rcvTransactionId!, poLineId: l.poLineId! })),
    id,
  );
  const checked = checkInvoiceLines(
    checkable.map((l) => ({ rcvTransactionId: l.rcvTransactionId!, quantity: l.quantity!, unitPrice: l.unitPrice! })),
    { tolerances, lines: basisList },
  );
  const breachesOf = new Map(checked.map((c) => [c.rcvTransactionId, c.breaches]));
  const out = checkable
    .map((l) => ({
      lineNum: l.lineNum,
      rcvTransactionId: l.rcvTransactionId!,
      poNumber: l.poNumber ?? '',
      poLineNum: l.poLineNum ?? 0,
      breaches: breachesOf.get(l.rcvTransactionId!) ?? [],
    }))
    .filter((l) => l.breaches.length > 0);
  return { invoiceId: id, tolerances, lines: out, amountOver: sumMoney(out.flatMap((l) => l.breaches.map((b) => b.amountOver))) };
}
