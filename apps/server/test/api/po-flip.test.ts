import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PO_FLIP_MESSAGES, poFlipResponseSchema, poInvoiceDetailSchema, type PoFlipResponse } from '@faktura/domain';
import { getTestContext, injectAs } from '../helpers/app';
import { bodyOf, messagesOf } from '../helpers/body';
import { createInvoice, pendingReceipts } from '../helpers/po-invoices';

const COMPANY = 'orgId=82&instance=AAM';

async function flip(user: string, query: string): Promise<PoFlipResponse> {
  const res = await injectAs(user, { method: 'GET', url: `/api/po-invoices/flip?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return bodyOf(res, poFlipResponseSchema);
}

describe('PO flip: the receipt lines of a create-invoice address', () => {
  it('answers the supplier’s own open lines in the order asked, with the company and a bank to fill', async () => {
    const own = await pendingReceipts();
    const [a, b] = [own[7]!, own[3]!];
    const body = await flip('vendor', `${COMPANY}&receipts=${a.rcvTransactionId},${b.rcvTransactionId}`);
    expect(body.receipts.map((r) => r.rcvTransactionId)).toEqual([a.rcvTransactionId, b.rcvTransactionId]);
    // The same lines as Search Pending PO shows them (price, open quantity, VAT rate).
    expect(body.receipts[0]).toEqual(a);
    expect(body).toMatchObject({ orgId: 82, instance: 'AAM', leftOut: [] });
    const banks = await injectAs('vendor', { method: 'GET', url: `/api/po-invoices/form-options?${COMPANY}` });
    const offered = (JSON.parse(banks.body) as { banks: { id: number }[] }).banks.map((x) => x.id);
    expect(offered).toContain(body.bankAccountId);
  });

  it('fills the bank of the supplier’s latest invoice in the company when it has several', async () => {
    const own = await pendingReceipts();
    const { database } = await getTestContext();
    const banksOf = async () =>
      (
        JSON.parse((await injectAs('vendor', { method: 'GET', url: `/api/po-invoices/form-options?${COMPANY}` })).body) as { banks: { id: number }[] }
      ).banks.map((b) => b.id);
    const [only] = await banksOf();
    // The demo supplier has one bank in AAM/82: that one is filled.
    expect((await flip('vendor', `${COMPANY}&receipts=${own[0]!.rcvTransactionId}`)).bankAccountId).toBe(only);
    const second = 30019;
    await database.db.execute(
      sql`insert into erp_supplier_bank_accounts (instance, ext_bank_account_id, vendor_id, org_id, bank_name, account_num, account_name) values ('AAM', ${second}, 3001, 82, 'MANDIRI', '1234567890', 'PT SINAR JAYA ABADI')`,
    );
    try {
      expect(await banksOf()).toEqual([only, second]);
      for (const [bank, line] of [
        [second, own[21]!],
        [only, own[22]!],
      ] as const) {
        const created = await createInvoice([line.rcvTransactionId], { bankAccountId: bank });
        expect(created.statusCode, created.body).toBe(201);
        expect((await flip('vendor', `${COMPANY}&receipts=${own[0]!.rcvTransactionId}`)).bankAccountId).toBe(bank);
      }
    } finally {
      await database.db.execute(sql`delete from erp_supplier_bank_accounts where instance = 'AAM' and ext_bank_account_id = ${second}`);
    }
  });

  it('leaves out another supplier’s line and an absent one alike, and an invoiced own line by its PO line; the rest still opens', async () => {
    const own = await pendingReceipts();
    const [foreign] = await pendingReceipts('vendor2');
    const created = await createInvoice([own[12]!.rcvTransactionId]);
    expect(created.statusCode, created.body).toBe(201);
    const invoiced = bodyOf(created, poInvoiceDetailSchema).lines[0]!;
    const open = own[13]!;
    const absent = 2_000_000_000;
    const body = await flip('vendor', `${COMPANY}&receipts=${foreign!.rcvTransactionId},${invoiced.rcvTransactionId},${open.rcvTransactionId},${absent}`);
    expect(body.receipts.map((r) => r.rcvTransactionId)).toEqual([open.rcvTransactionId]);
    expect(body.leftOut).toEqual([
      PO_FLIP_MESSAGES.notYours([foreign!.rcvTransactionId, absent]),
      PO_FLIP_MESSAGES.invoiced(invoiced.poNumber, invoiced.poLineNum),
    ]);
    // Nothing of the other supplier's line is told: not its PO, not its item.
    expect(JSON.stringify(body)).not.toContain(foreign!.poNumber);
  });

  it('never answers the supplier’s own line of another company under this one: lines of one invoice are one company’s', async () => {
    const [comet] = await pendingReceipts('vendor', 'orgId=201&instance=COMET&pageSize=5');
    const body = await flip('vendor', `${COMPANY}&receipts=${comet!.rcvTransactionId}`);
    expect(body.receipts.every((r) => r.instance === 'AAM' && r.orgId === 82)).toBe(true);
    const inComet = await flip('vendor', `orgId=201&instance=COMET&receipts=${comet!.rcvTransactionId}`);
    expect(inComet.receipts.map((r) => r.rcvTransactionId)).toEqual([comet!.rcvTransactionId]);
  });

  it('refuses a company the supplier does not work in, other users, and hostile lists with 4xx', async () => {
    const [line] = await pendingReceipts();
    const other = await injectAs('vendor2', { method: 'GET', url: `/api/po-invoices/flip?orgId=201&instance=COMET&receipts=${line!.rcvTransactionId}` });
    expect(other.statusCode).toBe(403);
    for (const user of ['finance', 'pic']) {
      const res = await injectAs(user, { method: 'GET', url: `/api/po-invoices/flip?${COMPANY}&receipts=${line!.rcvTransactionId}` });
      expect(res.statusCode, user).toBe(403);
    }
    const tooMany = Array.from({ length: 51 }, (_, i) => i + 1).join(',');
    for (const receipts of ['', 'abc', '1,,2', '-1', '0', '01', '1;2', '99999999999', '2147483648', tooMany, `1,${'2'.repeat(600)}`]) {
      const res = await injectAs('vendor', { method: 'GET', url: `/api/po-invoices/flip?${COMPANY}&receipts=${encodeURIComponent(receipts)}` });
      expect(res.statusCode, receipts).toBe(400);
      expect(messagesOf(res), receipts).toEqual([`querystring.receipts: ${PO_FLIP_MESSAGES.badAddress}`]);
    }
    const missing = await injectAs('vendor', { method: 'GET', url: `/api/po-invoices/flip?${COMPANY}` });
    expect(missing.statusCode).toBe(400);
  });
});
