import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { fromScaled, toScaled } from '@faktura/domain';
import { outbox } from '../../src/db/schema/index';
import { transitionInvoices } from '../../src/modules/invoices/index';
import { latestAnswers } from '../../src/outbox/index';
import { getTestContext } from '../helpers/app';
import { openPoInvoice, pendingReceipts } from '../helpers/po-invoices';
import { actorFor, deliveryCounts, drain, FINANCE_FACTS, processedInvoices, submitToErp } from './helpers';

describe('SUBMIT_TO_ERP and its outbox row', () => {
  it('writes one outbox row with the submission and a fresh idempotency key, in the status change’s transaction', async () => {
    const { database } = await getTestContext();
    const [id] = await processedInvoices(1);
    await submitToErp([id!]);
    const rows = await database.rows<{
      status: string;
      kind: string;
      idempotency_key: string;
      payload: { idempotencyKey: string; invoiceNo: string; totalAmount: string; withholdingAmount: string; lines: unknown[] };
    }>(sql`select status, kind, idempotency_key, payload from outbox where invoice_id = ${id!}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'PENDING', kind: 'AP_INVOICE' });
    expect(rows[0]!.payload.idempotencyKey).toBe(rows[0]!.idempotency_key);
    // The ERP gets the gross invoice (DPP + PPN) and the PPh it keeps back when paying.
    expect(rows[0]!.payload).toMatchObject({ totalAmount: '1665000.00', withholdingAmount: '30000.00' });
    expect(rows[0]!.payload.lines).toHaveLength(2);
    expect(await deliveryCounts([id!])).toEqual([{ id, status: 'PROCESSING', erpInvoices: 0, outboxRows: 1, outboxStatus: 'PENDING' }]);
  });

  it('rolls the status change and the outbox row back together when the transaction fails after the row', async () => {
    const { database } = await getTestContext();
    const [id] = await processedInvoices(1);
    const finance = await actorFor('finance');
    const failing = database.db.transaction(async (tx) => {
      await transitionInvoices(tx, { actor: finance, action: 'SUBMIT_TO_ERP', invoiceIds: [id!], facts: FINANCE_FACTS });
      const written = await tx.select({ id: outbox.id }).from(outbox).where(eq(outbox.invoiceId, id!));
      expect(written).toHaveLength(1);
      throw new Error('the caller fails after the row was written');
    });
    await expect(failing).rejects.toThrow('the caller fails after the row was written');
    expect(await deliveryCounts([id!])).toEqual([{ id, status: 'PROCESSED', erpInvoices: 0, outboxRows: 0, outboxStatus: null }]);
  });

  it('writes nothing when the transition is refused (requirements missing)', async () => {
    const { database } = await getTestContext();
    const [id] = await processedInvoices(1);
    const finance = await actorFor('finance');
    const refused = database.db.transaction((tx) => transitionInvoices(tx, { actor: finance, action: 'SUBMIT_TO_ERP', invoiceIds: [id!], facts: {} }));
    await expect(refused).rejects.toMatchObject({
      statusCode: 400,
      messages: ['Choose Bank Account', 'Choose Payment Method', 'Choose Term', 'Choose PayGroup'],
    });
    expect(await deliveryCounts([id!])).toEqual([{ id, status: 'PROCESSED', erpInvoices: 0, outboxRows: 0, outboxStatus: null }]);
  });
});

describe('the worker delivering to the reference ERP', () => {
  it('posts an imported invoice: one ERP invoice, the supplier told, the row DELIVERED with the ERP id', async () => {
    const { database, erp } = await getTestContext();
    const [id] = await processedInvoices(1);
    await submitToErp([id!]);
    await drain(erp);
    expect(await deliveryCounts([id!])).toEqual([{ id, status: 'POSTED', erpInvoices: 1, outboxRows: 1, outboxStatus: 'DELIVERED' }]);
    const [erpInvoice] = await database.rows<{ invoice_id: number; total_amount: string; gl_date: string }>(
      sql`select invoice_id, total_amount, gl_date::text from erp_ap_invoices where portal_invoice_id = ${id!}`,
    );
    expect(erpInvoice).toMatchObject({ total_amount: '1665000.00', gl_date: '2026-11-12' });
    const [answer] = await latestAnswers(database.db, [id!]);
    expect(answer).toMatchObject({ status: 'DELIVERED', result: { erpId: String(erpInvoice!.invoice_id) } });
    const audit = await database.rows<{ action: string; actor_user_id: number | null }>(
      sql`select action, actor_user_id from audit_events where entity = 'invoice' and entity_id = ${String(id)} and action like 'ERP%'`,
    );
    expect(audit).toEqual([{ action: 'ERP_IMPORTED', actor_user_id: null }]);
  });

  it('returns a rejected invoice to PROCESSED with the ERP’s codes and messages, and a corrected resubmission posts', async () => {
    const { database, erp } = await getTestContext();
    // A GL date in a closed period and a pay group the organisation does not have: two header rejections at once.
    const [id] = await processedInvoices(1, { glDate: '2025-03-15', payGroup: 'NO-SUCH-GROUP' });
    await submitToErp([id!]);
    await drain(erp);
    expect(await deliveryCounts([id!])).toEqual([{ id, status: 'PROCESSED', erpInvoices: 0, outboxRows: 1, outboxStatus: 'REJECTED' }]);
    const [answer] = await latestAnswers(database.db, [id!]);
    expect(answer!.result).toEqual({
      rejections: [
        { code: 'INVALID PAY GROUP', message: 'Pay group NO-SUCH-GROUP does not exist in organization 82', lineNum: null },
        { code: 'ACCT DATE NOT IN OPEN PD', message: 'GL date 2025-03-15 is not in an open period (MAR-25 is closed)', lineNum: null },
      ],
    });
    const [invoice] = await database.rows<{ reason: string }>(sql`select reason from invoices where id = ${id!}`);
    expect(invoice!.reason).toBe(
      'ERP rejected: INVALID PAY GROUP: Pay group NO-SUCH-GROUP does not exist in organization 82; ACCT DATE NOT IN OPEN PD: GL date 2025-03-15 is not in an open period (MAR-25 is closed)',
    );

    // Finance corrects the invoice and submits it again: a new row, a new key, and this time the ERP takes it.
    await database.db.execute(sql`update invoices set gl_date = '2026-11-20', pay_group = 'VENDOR' where id = ${id!}`);
    await submitToErp([id!]);
    await drain(erp);
    expect(await deliveryCounts([id!])).toEqual([{ id, status: 'POSTED', erpInvoices: 1, outboxRows: 2, outboxStatus: 'REJECTED,DELIVERED' }]);
    const keys = await database.rows<{ n: number | string }>(sql`select count(distinct idempotency_key) as n from outbox where invoice_id = ${id!}`);
    expect(Number(keys[0]!.n)).toBe(2);
  });
});

describe('a PO invoice through the outbox', () => {
  it('posts a supplier’s PO invoice: the ERP bills its receipt lines, which stay out of Search Pending PO', async () => {
    const { database, erp } = await getTestContext();
    const invoice = await openPoInvoice();
    const [line] = await database.rows<{ rcv: number; qty: string }>(
      sql`select rcv_transaction_id as rcv, quantity::text as qty from invoice_lines where invoice_id = ${invoice.id}`,
    );
    const billedBefore = (await erp.getReceiptLines('AAM', [Number(line!.rcv)]))[0]!.quantityBilled;
    // Finance completes it (OPEN → PROCESSED with its fields) and submits it.
    await database.db.execute(
      sql`update invoices set bank_account_id = 30011, payment_method = 'EFT', term_id = 11, pay_group = 'VENDOR', gl_date = '2026-11-20' where id = ${invoice.id}`,
    );
    const finance = await actorFor('finance');
    await database.db.transaction((tx) => transitionInvoices(tx, { actor: finance, action: 'COMPLETE', invoiceIds: [invoice.id], facts: FINANCE_FACTS }));
    await submitToErp([invoice.id]);
    await drain(erp);
    expect(await deliveryCounts([invoice.id])).toEqual([{ id: invoice.id, status: 'POSTED', erpInvoices: 1, outboxRows: 1, outboxStatus: 'DELIVERED' }]);
    const [after] = await erp.getReceiptLines('AAM', [Number(line!.rcv)]);
    expect(after!.quantityBilled).toBe(fromScaled(toScaled(billedBefore, 3) + toScaled(line!.qty, 3), 3));
    const pending = await pendingReceipts();
    expect(pending.map((r) => r.rcvTransactionId)).not.toContain(Number(line!.rcv));
  });
});
