import { describe, expect, it } from 'vitest';
import { poFormOptionsSchema, poInvoiceDetailSchema } from '@faktura/domain';
import { injectAs } from '../helpers/app';
import { bodyOf, messagesOf } from '../helpers/body';
import { createInvoice, pendingReceipts } from '../helpers/po-invoices';

/** Every id a PO invoice names must exist in the ERP and belong to its supplier and company. */
describe('PO invoice references', () => {
  async function options(user: string) {
    const res = await injectAs(user, { method: 'GET', url: '/api/po-invoices/form-options?orgId=82&instance=AAM' });
    return bodyOf(res, poFormOptionsSchema);
  }

  it('refuses one receipt line listed twice', async () => {
    const [line] = await pendingReceipts();
    const res = await createInvoice([line!.rcvTransactionId, line!.rcvTransactionId]);
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual(['A PO line is selected twice: each received line is invoiced once']);
  });

  it("refuses another supplier's bank account, a made-up charge account and a made-up PPh code, all at once", async () => {
    const [line] = await pendingReceipts();
    const [otherBank] = (await options('vendor2')).banks;
    expect(otherBank).toBeDefined();
    const res = await createInvoice([line!.rcvTransactionId], {
      bankAccountId: otherBank!.id,
      coaId: 2147483000,
      includePph: true,
      pphValue: '1000.00',
      pphCode: 'MADE-UP',
    });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual([
      "Bank is not one of this supplier's bank accounts",
      'Charge Of Account is not an account of this company',
      'PPh code is not valid for this company',
    ]);
  });

  it('keeps its own bank, account and PPh code, storing the code the rate came from', async () => {
    const [line] = await pendingReceipts();
    const own = await options('vendor');
    const pph = own.pphCodes[1] ?? own.pphCodes[0]!;
    const res = await createInvoice([line!.rcvTransactionId], {
      bankAccountId: own.banks[0]!.id,
      coaId: own.accounts[0]!.id,
      includePph: true,
      pphValue: '1000.00',
      pphCode: pph.code,
    });
    expect(res.statusCode, res.body).toBe(201);
    const detail = bodyOf(res, poInvoiceDetailSchema);
    expect(detail).toMatchObject({ bankAccountId: own.banks[0]!.id, coaId: own.accounts[0]!.id, pphCode: pph.code, includePph: true });
    expect(Number(detail.taxRate)).toBe(Number(pph.rate));
  });
});
