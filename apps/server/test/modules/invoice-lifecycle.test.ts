import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../src/modules/auth/index';
import { transitionInvoices } from '../../src/modules/invoices/index';
import { getTestContext, injectAs } from '../helpers/app';
import { openPoInvoice } from '../helpers/po-invoices';

async function actorFor(username: string): Promise<Actor> {
  const { database } = await getTestContext();
  const [user] = await database.rows<{ id: number; type_user: Actor['typeUser'] }>(sql`select id, type_user from users where username = ${username}`);
  const base = { sessionId: 0, role: '', description: '', vendorId: null, defaultOrgId: null, defaultInstance: null, company: null };
  return { ...base, userId: Number(user!.id), username, typeUser: user!.type_user };
}

describe('the invoice status writer', () => {
  it('rejects with a reason: status, revision, audit and the supplier’s notification in one go', async () => {
    const invoice = await openPoInvoice();
    const { database } = await getTestContext();
    const finance = await actorFor('finance');
    await database.db.transaction((tx) =>
      transitionInvoices(tx, { actor: finance, action: 'REJECT', invoiceIds: [invoice.id], reason: 'Tax invoice date is wrong' }),
    );
    const after = (await injectAs('vendor', { method: 'GET', url: `/api/po-invoices/${invoice.id}` })).json<{
      status: string;
      reason: string;
      revision: number;
    }>();
    expect(after).toMatchObject({ status: 'REJECTED', reason: 'Tax invoice date is wrong', revision: invoice.revision + 1 });
    const audit = await database.rows<{ from_status: string; to_status: string; reason: string }>(
      sql`select from_status, to_status, reason from audit_events where entity = 'invoice' and entity_id = ${String(invoice.id)} and action = 'REJECT'`,
    );
    expect(audit).toEqual([{ from_status: 'OPEN', to_status: 'REJECTED', reason: 'Tax invoice date is wrong' }]);
    const inbox = (await injectAs('vendor', { method: 'GET', url: '/api/notifications?kind=notification&state=new' })).json<{
      items: Array<{ title: string; body: string; link: string | null }>;
    }>();
    expect(inbox.items).toContainEqual(
      expect.objectContaining({
        title: `Invoice ${invoice.invoiceNo} was rejected`,
        body: 'Reason: Tax invoice date is wrong. Correct it and submit it again.',
        // A click on the notification opens the invoice.
        link: `/invoice/detail/${invoice.id}?vendorId=${invoice.vendorId}&orgId=82&instance=AAM`,
      }),
    );
  });

  it('refuses a transition the table does not allow, or without its requirements, and writes nothing', async () => {
    const invoice = await openPoInvoice();
    const { database } = await getTestContext();
    const attempt = (actor: Actor, reason?: string) =>
      database.db.transaction((tx) => transitionInvoices(tx, { actor, action: 'REJECT', invoiceIds: [invoice.id], reason }));
    await expect(attempt(await actorFor('finance'), '  ')).rejects.toMatchObject({ statusCode: 400, messages: ['Reason must be filled'] });
    await expect(attempt(await actorFor('vendor'), 'mine')).rejects.toMatchObject({
      statusCode: 400,
      messages: ['Action REJECT is not allowed on an invoice in status OPEN'],
    });
    const after = (await injectAs('vendor', { method: 'GET', url: `/api/po-invoices/${invoice.id}` })).json<{ status: string; revision: number }>();
    expect(after).toMatchObject({ status: 'OPEN', revision: invoice.revision });
  });

  it('answers 409 when the invoice changed since the caller read it', async () => {
    const invoice = await openPoInvoice();
    const { database } = await getTestContext();
    const finance = await actorFor('finance');
    const stale = database.db.transaction((tx) =>
      transitionInvoices(tx, {
        actor: finance,
        action: 'REJECT',
        invoiceIds: [invoice.id],
        reason: 'x',
        revisions: new Map([[invoice.id, invoice.revision - 1]]),
      }),
    );
    await expect(stale).rejects.toMatchObject({ statusCode: 409, messages: ['This invoice was changed by someone else. Reload it and try again.'] });
  });
});
