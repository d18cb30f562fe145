import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  INVOICE_ACTIONS,
  INVOICE_KINDS,
  INVOICE_STATUSES,
  LIFECYCLE_MESSAGES,
  invoiceTypeCode,
  type InvoiceAction,
  type InvoiceKind,
  type InvoiceStatus,
} from '@faktura/domain';
import type { DbOrTx } from '../../src/db/client';
import { invoices, vendorCategoryMappings } from '../../src/db/schema/index';
import { HttpError } from '../../src/lib/errors';
import type { Actor } from '../../src/modules/auth/index';
import { transitionInvoices } from '../../src/modules/invoices/index';
import { getTestContext } from '../helpers/app';
import { SJA, userId } from '../helpers/reviews';

/**
 * Every action × status × actor × kind through the server's one status writer, on the test
 * database. The expected outcomes are the product's rules written out by hand below, not read from
 * the domain's transition table: a change to the table that the product did not ask for fails here.
 */

/** Who acts: each user type, the server itself, and a PIC or finance user who is the supplier's recommender. */
type Who = 'VENDOR' | 'PIC' | 'ORACLE' | 'SYSTEM' | 'PIC recommender' | 'ORACLE recommender';
const EVERYONE: readonly Who[] = ['VENDOR', 'PIC', 'ORACLE', 'SYSTEM', 'PIC recommender', 'ORACLE recommender'];
const PIC: Who[] = ['PIC', 'PIC recommender'];
const FINANCE: Who[] = ['ORACLE', 'ORACLE recommender'];
const RECOMMENDER: Who[] = ['PIC recommender', 'ORACLE recommender'];
const ALL_KINDS: InvoiceKind[] = ['PO', 'NON_PO', 'PROXY'];

type Rule = { action: InvoiceAction; kinds: InvoiceKind[]; from: InvoiceStatus[]; by: Who[]; to: InvoiceStatus };

/** The allowed moves. Anything not listed is refused. */
const ALLOWED: Rule[] = [
  // Submitting a batch opens the supplier's DRAFT PO and non-PO invoices in it.
  { action: 'SUBMIT_BATCH', kinds: ['PO', 'NON_PO'], from: ['DRAFT'], by: ['VENDOR'], to: 'OPEN' },
  // The author sends a corrected rejected invoice again: the supplier its own, a PIC its proxy invoice.
  { action: 'RESUBMIT', kinds: ['PO', 'NON_PO'], from: ['REJECTED'], by: ['VENDOR'], to: 'OPEN' },
  { action: 'RESUBMIT', kinds: ['PROXY'], from: ['REJECTED'], by: PIC, to: 'OPEN' },
  // A PIC sends an OPEN non-PO invoice it reviewed, or its proxy invoice (a DRAFT too), to the recommender.
  { action: 'SEND_TO_RECOMMENDER', kinds: ['NON_PO'], from: ['OPEN'], by: PIC, to: 'REVIEW' },
  { action: 'SEND_TO_RECOMMENDER', kinds: ['PROXY'], from: ['DRAFT', 'OPEN'], by: PIC, to: 'REVIEW' },
  // Only the supplier's recommender decides an invoice in REVIEW: approve, or decline back to its author.
  { action: 'RECOMMEND', kinds: ['NON_PO', 'PROXY'], from: ['REVIEW'], by: RECOMMENDER, to: 'PROCESSED' },
  { action: 'DECLINE', kinds: ['NON_PO', 'PROXY'], from: ['REVIEW'], by: RECOMMENDER, to: 'REJECTED' },
  // A PIC rejects an OPEN non-PO or proxy invoice it reviews.
  { action: 'REJECT', kinds: ['NON_PO', 'PROXY'], from: ['OPEN'], by: PIC, to: 'REJECTED' },
  // Finance completes an OPEN PO invoice, rejects any invoice not yet sent to the ERP, and sends PROCESSED ones.
  { action: 'COMPLETE', kinds: ['PO'], from: ['OPEN'], by: FINANCE, to: 'PROCESSED' },
  { action: 'REJECT', kinds: ALL_KINDS, from: ['OPEN', 'PROCESSED'], by: FINANCE, to: 'REJECTED' },
  { action: 'SUBMIT_TO_ERP', kinds: ALL_KINDS, from: ['PROCESSED'], by: FINANCE, to: 'PROCESSING' },
  // The ERP's answer reaches the invoice through the server itself: imported, or back to finance.
  { action: 'ERP_IMPORTED', kinds: ALL_KINDS, from: ['PROCESSING'], by: ['SYSTEM'], to: 'POSTED' },
  { action: 'ERP_REJECTED', kinds: ALL_KINDS, from: ['PROCESSING'], by: ['SYSTEM'], to: 'PROCESSED' },
];

const allowedMove = (action: InvoiceAction, kind: InvoiceKind, from: InvoiceStatus, who: Who) =>
  ALLOWED.find((r) => r.action === action && r.kinds.includes(kind) && r.from.includes(from) && r.by.includes(who))?.to;

/**
 * What the writer answers: the new status, or the refusal. A PIC or finance user who would be
 * allowed as the recommender is refused 403 (not theirs to decide); anything else refused is a 400
 * naming the action and the status. A refused invoice keeps its status and revision.
 */
function expected(action: InvoiceAction, kind: InvoiceKind, from: InvoiceStatus, who: Who): string {
  const to = allowedMove(action, kind, from, who);
  if (to) return to;
  if ((who === 'PIC' || who === 'ORACLE') && allowedMove(action, kind, from, `${who} recommender`)) return `403 ${LIFECYCLE_MESSAGES.notRecommender}`;
  return `400 ${LIFECYCLE_MESSAGES.notAllowed(action, from)}`;
}

/** Every requirement met (reason, verification, finance fields): this test is about who moves what from where. */
const FACTS = { verified: true, bankAccountId: 30011, paymentMethod: 'EFT', termId: 11, chargeAccountId: 1, payGroup: 'VENDOR' };

/** The same facts as the invoice's own columns. */
const FACTS_COLUMNS = {
  bankAccountId: FACTS.bankAccountId,
  paymentMethod: FACTS.paymentMethod,
  termId: FACTS.termId,
  ccid: FACTS.chargeAccountId,
  payGroup: FACTS.payGroup,
};

class Rollback extends Error {}

type Ctx = { actors: Record<'VENDOR' | 'PIC' | 'ORACLE', Actor>; mapping: { id: number; categoryId: number }; authors: Record<'VENDOR' | 'PIC', number> };

async function context(): Promise<Ctx> {
  const { database } = await getTestContext();
  const actorFor = async (username: string): Promise<Actor> => {
    const [user] = await database.rows<{ id: number; type_user: Actor['typeUser'] }>(sql`select id, type_user from users where username = ${username}`);
    const base = { sessionId: 0, role: '', description: '', vendorId: null, defaultOrgId: null, defaultInstance: null, company: null };
    return { ...base, userId: Number(user!.id), username, typeUser: user!.type_user };
  };
  const [mapping] = await database.db
    .select({ id: vendorCategoryMappings.id, categoryId: vendorCategoryMappings.categoryId })
    .from(vendorCategoryMappings)
    .where(and(eq(vendorCategoryMappings.vendorId, SJA.vendorId), eq(vendorCategoryMappings.instance, SJA.instance)))
    .orderBy(vendorCategoryMappings.id)
    .limit(1);
  return {
    actors: { VENDOR: await actorFor('vendor'), PIC: await actorFor('pic'), ORACLE: await actorFor('finance') },
    mapping: mapping!,
    authors: { VENDOR: await userId('vendor'), PIC: await userId('pic') },
  };
}

let serial = 0;

async function insertInvoice(tx: DbOrTx, ctx: Ctx, kind: InvoiceKind, status: InvoiceStatus) {
  const [row] = await tx
    .insert(invoices)
    .values({
      invoiceNo: `TT/${kind}/${process.pid}/${++serial}`,
      invoiceDate: '2026-11-10',
      glDate: '2026-11-20',
      taxNo: '010.000-26.00000123',
      taxDate: '2026-11-10',
      description: 'Transition table case',
      status,
      invoiceType: invoiceTypeCode(kind),
      vendorId: SJA.vendorId,
      vendorName: SJA.vendorName,
      vendorSiteId: SJA.siteId,
      orgId: SJA.orgId,
      instance: SJA.instance,
      invoiceAmount: '1500000',
      taxAmount: '120000',
      totalAmount: '1620000',
      ...FACTS_COLUMNS,
      categoryId: ctx.mapping.categoryId,
      mappingId: ctx.mapping.id,
      verification: 'VERIFIED',
      verifiedAt: new Date(),
      createdBy: kind === 'PROXY' ? ctx.authors.PIC : ctx.authors.VENDOR,
    })
    .returning();
  return row!;
}

/** Runs one case in a transaction that is always rolled back, so cases leave nothing behind. */
async function outcome(ctx: Ctx, action: InvoiceAction, kind: InvoiceKind, from: InvoiceStatus, who: Who): Promise<string> {
  const { database } = await getTestContext();
  let result = '';
  await database.db
    .transaction(async (tx) => {
      const before = await insertInvoice(tx, ctx, kind, from);
      const type = who.split(' ')[0] as 'VENDOR' | 'PIC' | 'ORACLE' | 'SYSTEM';
      try {
        await transitionInvoices(tx, {
          actor: type === 'SYSTEM' ? 'SYSTEM' : ctx.actors[type],
          action,
          invoiceIds: [before.id],
          facts: FACTS,
          reason: 'Checked by the transition table test',
          revisions: new Map([[before.id, before.revision]]),
          actorIsRecommender: who.endsWith('recommender'),
        });
        const [after] = await tx.select().from(invoices).where(eq(invoices.id, before.id));
        result = after!.revision === before.revision + 1 ? after!.status : `${after!.status} without a new revision`;
      } catch (e) {
        if (!(e instanceof HttpError)) throw e;
        const [after] = await tx.select().from(invoices).where(eq(invoices.id, before.id));
        const unchanged = after!.status === before.status && after!.revision === before.revision;
        result = `${e.statusCode} ${e.messages.join('; ')}${unchanged ? '' : ` but the row changed to ${after!.status}`}`;
      }
      throw new Rollback();
    })
    .catch((e: unknown) => {
      if (!(e instanceof Rollback)) throw e;
    });
  return result;
}

describe('the invoice transition table, through the status writer', () => {
  it('lists only actions, kinds and statuses the product knows (a new one needs its rules written here)', () => {
    expect([...INVOICE_ACTIONS].sort()).toEqual(
      ['SUBMIT_BATCH', 'RESUBMIT', 'SEND_TO_RECOMMENDER', 'RECOMMEND', 'DECLINE', 'REJECT', 'COMPLETE', 'SUBMIT_TO_ERP', 'ERP_IMPORTED', 'ERP_REJECTED'].sort(),
    );
    expect([...INVOICE_KINDS]).toEqual(ALL_KINDS);
    expect([...INVOICE_STATUSES].sort()).toEqual(['DRAFT', 'OPEN', 'REVIEW', 'PROCESSED', 'PROCESSING', 'POSTED', 'REJECTED'].sort());
  });

  describe.each(INVOICE_ACTIONS.flatMap((action) => INVOICE_KINDS.map((kind) => [action, kind] as const)))('%s on a %s invoice', (action, kind) => {
    it('moves exactly the allowed statuses for the allowed actors, and refuses the rest leaving the row as it was', async () => {
      const ctx = await context();
      const actual: Record<string, string> = {};
      const wanted: Record<string, string> = {};
      for (const from of INVOICE_STATUSES) {
        for (const who of EVERYONE) {
          const key = `${from} by ${who}`;
          wanted[key] = expected(action, kind, from, who);
          actual[key] = await outcome(ctx, action, kind, from, who);
        }
      }
      expect(actual).toEqual(wanted);
    });
  });
});
