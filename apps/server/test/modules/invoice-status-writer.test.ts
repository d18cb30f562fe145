import { describe, expect, expectTypeOf, it } from 'vitest';
import type { InvoiceChanges, NewInvoice } from '../../src/modules/invoices/index';
import type { FinanceFields, updateFinanceFields } from '../../src/modules/finance/repo';
import type * as nonPoRepo from '../../src/modules/non-po-invoices/repo';
import type * as poRepo from '../../src/modules/po-invoices/repo';
import type * as reviewsRepo from '../../src/modules/reviews/repo';

/**
 * The rule that only the life cycle writes an invoice's status is held by the compiler: every repo
 * that updates invoices takes InvoiceChanges, which cannot carry a status. `tsc -p apps/server`
 * checks this file; each @ts-expect-error fails the build the day the rule stops holding.
 */
describe('only the life cycle writes an invoice status', () => {
  it('every repo updating invoices takes InvoiceChanges (or a part of it)', () => {
    expectTypeOf<Parameters<typeof poRepo.updateInvoice>[3]>().toEqualTypeOf<InvoiceChanges>();
    expectTypeOf<Parameters<typeof nonPoRepo.updateInvoice>[3]>().toEqualTypeOf<InvoiceChanges>();
    expectTypeOf<Parameters<typeof reviewsRepo.updateHeader>[3]>().toEqualTypeOf<InvoiceChanges>();
    expectTypeOf<Parameters<typeof updateFinanceFields>[3]>().toEqualTypeOf<FinanceFields>();
    expectTypeOf<FinanceFields>().toMatchTypeOf<InvoiceChanges>();
    expectTypeOf<Parameters<typeof poRepo.insertInvoice>[1]>().toEqualTypeOf<NewInvoice>();
    expectTypeOf<Parameters<typeof nonPoRepo.insertInvoice>[1]>().toEqualTypeOf<NewInvoice>();
  });

  it('a status, a reason or a revision is not a change a repo accepts, however the value was built', () => {
    // @ts-expect-error the status is the life cycle's
    const literal: InvoiceChanges = { description: 'x', status: 'POSTED' };
    const built = { description: 'x', status: 'POSTED' };
    // @ts-expect-error not even from a value made elsewhere (no excess-property check needed)
    const fromValue: InvoiceChanges = built;
    // @ts-expect-error the reason is written with the status it explains
    const reason: InvoiceChanges = { reason: 'wrong tax number' };
    // @ts-expect-error the repo bumps the revision itself
    const revision: InvoiceChanges = { revision: 9 };
    const allowed: InvoiceChanges = { description: 'x', batchId: null, bankAccountId: 1 };
    expect([literal, fromValue, reason, revision, allowed]).toHaveLength(5);
  });

  it('a new invoice begins in DRAFT', () => {
    expectTypeOf<NewInvoice['status']>().toEqualTypeOf<'DRAFT' | undefined>();
    // @ts-expect-error an insert cannot start an invoice further along its life cycle
    const open: Pick<NewInvoice, 'status'> = { status: 'OPEN' };
    expect(open).toBeDefined();
  });
});
