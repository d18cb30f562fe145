import { describe, expect, it } from 'vitest';
import { debitNoteDetailSchema, debitNoteListSchema, erpDebitNoteOptionsSchema, erpDebitNoteSchema, errorBodySchema } from '@faktura/domain';
import { getTestContext, injectAs, login } from '../helpers/app';
import { bodyOf } from '../helpers/body';
import { uploadPdf } from '../helpers/po-invoices';

const url = '/api/debit-notes';
/** PT Sinar Jaya Abadi (vendor) in AAM/82 has ERP debit notes for goods it took back. */
const SUPPLIER = 'orgId=82&instance=AAM&vendorId=3001';

const { erp } = await getTestContext();
// The supplier's ERP debit notes not made into portal ones yet (the demo made one already).
const unused = bodyOf(await injectAs('finance', { method: 'GET', url: `${url}/erp?${SUPPLIER}` }), erpDebitNoteOptionsSchema).items.map((o) => o.debitNoteId);
const erpNotes = (await erp.listDebitNotes({ instance: 'AAM', orgId: 82, vendorId: 3001 })).filter((n) => unused.includes(n.debitNoteId));
if (erpNotes.length < 3) throw new Error('the demo ERP needs three unused debit notes of vendor 3001 in AAM/82');

const create = (payload: object, user = 'finance') => injectAs(user, { method: 'POST', url, payload });
const messagesOf = (res: Awaited<ReturnType<typeof create>>) => bodyOf(res, errorBodySchema).messages;
const form = (debitNoteId: number, extra: object = {}) => ({ orgId: 82, instance: 'AAM', vendorId: 3001, debitNoteId, ...extra });

describe('debit notes: finance creates one from an ERP debit note', () => {
  it('lists the supplier’s ERP debit notes and finds one with its lines', async () => {
    const options = bodyOf(await injectAs('finance', { method: 'GET', url: `${url}/erp?${SUPPLIER}` }), erpDebitNoteOptionsSchema).items;
    expect(options.map((o) => o.debitNoteId)).toEqual(expect.arrayContaining(erpNotes.map((n) => n.debitNoteId)));
    const found = bodyOf(
      await injectAs('finance', { method: 'GET', url: `${url}/erp/find?${SUPPLIER}&debitNoteId=${erpNotes[0]!.debitNoteId}` }),
      erpDebitNoteSchema,
    );
    expect(found.dnNo).toBe(erpNotes[0]!.dnNo);
    expect(found.lines.length).toBe(erpNotes[0]!.lines.length);
    expect(found.lines[0]).toMatchObject({ poNumber: erpNotes[0]!.lines[0]!.poNumber, uom: erpNotes[0]!.lines[0]!.uom });
  });

  it('asks for company, supplier and debit note at once', async () => {
    const res = await create({});
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual(['Please select company', 'Please select supplier', 'Please select debit note']);
  });

  it('refuses an ERP debit note of another supplier', async () => {
    const res = await create(form(erpNotes[0]!.debitNoteId, { vendorId: 3002 }));
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual(['The debit note is not one of this supplier in the ERP']);
  });

  it('creates it with the ex-tax number, its lines and its debit and retur files, once', async () => {
    const erpNote = erpNotes[0]!;
    const debitFile = await uploadPdf('finance');
    const returFile = await uploadPdf('finance');
    const res = await create(
      form(erpNote.debitNoteId, { extaxNo: '010.000-26.00000042', extaxDate: '2026-11-02', debitFileIds: [debitFile], returFileIds: [returFile] }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const note = bodyOf(res, debitNoteDetailSchema);
    expect(note).toMatchObject({
      dnNo: erpNote.dnNo,
      dnDate: erpNote.dnDate,
      extaxNo: '010.000-26.00000042',
      extaxDate: '2026-11-02',
      vendorName: 'PT Sinar Jaya Abadi',
    });
    expect(note.lines).toHaveLength(erpNote.lines.length);
    expect([note.invoiceAmount, note.taxAmount]).toEqual([erpNote.amount, erpNote.taxAmount]);
    expect(note.amount).toBe(note.totalAmount);
    expect(note.files.map((f) => [f.id, f.kind])).toEqual([
      [debitFile, 'debit'],
      [returFile, 'retur'],
    ]);

    const again = await create(form(erpNote.debitNoteId));
    expect(again.statusCode).toBe(409);
    expect(messagesOf(again)).toEqual([`Debit note ${erpNote.dnNo} was already created`]);
    const left = bodyOf(await injectAs('finance', { method: 'GET', url: `${url}/erp?${SUPPLIER}` }), erpDebitNoteOptionsSchema).items;
    expect(left.map((o) => o.debitNoteId)).not.toContain(erpNote.debitNoteId);

    // Finance reads its files whichever company its session works in.
    const financeElsewhere = await login('finance');
    const asFinance = { authorization: `Bearer ${financeElsewhere}` };
    const { app } = await getTestContext();
    expect((await app.inject({ method: 'PUT', url: '/api/auth/company', payload: { orgId: 201, instance: 'COMET' }, headers: asFinance })).statusCode).toBe(
      200,
    );
    expect((await app.inject({ method: 'GET', url: `/api/files/${returFile}`, headers: asFinance })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `${url}/${note.id}`, headers: asFinance })).statusCode).toBe(200);

    // The supplier reads it and its files; another supplier neither.
    expect((await injectAs('vendor', { method: 'GET', url: `${url}/${note.id}` })).statusCode).toBe(200);
    expect((await injectAs('vendor', { method: 'GET', url: `/api/files/${debitFile}` })).statusCode).toBe(200);
    expect((await injectAs('vendor2', { method: 'GET', url: `${url}/${note.id}` })).statusCode).toBe(404);
    expect((await injectAs('vendor2', { method: 'GET', url: `/api/files/${returFile}` })).statusCode).toBe(404);
  });

  it('refuses files that are not the creator’s own waiting uploads, creating nothing', async () => {
    const erpNote = erpNotes[1]!;
    const someoneElses = await uploadPdf('vendor');
    const res = await create(form(erpNote.debitNoteId, { debitFileIds: [someoneElses] }));
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual(['An attachment is not an upload of yours waiting for a debit note']);
    const options = bodyOf(await injectAs('finance', { method: 'GET', url: `${url}/erp?${SUPPLIER}` }), erpDebitNoteOptionsSchema).items;
    expect(options.map((o) => o.debitNoteId)).toContain(erpNote.debitNoteId);
  });

  it('refuses one upload as both a debit and a retur attachment, creating nothing', async () => {
    const erpNote = erpNotes[1]!;
    const both = await uploadPdf('finance');
    const res = await create(form(erpNote.debitNoteId, { debitFileIds: [both], returFileIds: [both] }));
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual(['An attachment cannot be both a debit and a retur attachment']);
    const options = bodyOf(await injectAs('finance', { method: 'GET', url: `${url}/erp?${SUPPLIER}` }), erpDebitNoteOptionsSchema).items;
    expect(options.map((o) => o.debitNoteId)).toContain(erpNote.debitNoteId);
  });

  it('is created by finance only', async () => {
    for (const user of ['pic', 'vendor']) expect((await create(form(erpNotes[2]!.debitNoteId), user)).statusCode).toBe(403);
  });
});

describe('debit note list', () => {
  it('shows a supplier only its own debit notes, filtered by DN date, 10 a page', async () => {
    const erpNote = erpNotes[2]!;
    expect((await create(form(erpNote.debitNoteId))).statusCode).toBe(201);
    const own = bodyOf(await injectAs('vendor', { method: 'GET', url }), debitNoteListSchema);
    expect(own.pageSize).toBe(10);
    expect(own.items.length).toBeGreaterThan(0);
    expect(own.items.every((n) => n.vendorId === 3001 || n.vendorId === 7001)).toBe(true);
    expect(bodyOf(await injectAs('vendor2', { method: 'GET', url }), debitNoteListSchema).items).toEqual([]);

    const day = erpNote.dnDate;
    const onDay = bodyOf(await injectAs('finance', { method: 'GET', url: `${url}?fromDate=${day}&toDate=${day}` }), debitNoteListSchema);
    expect(onDay.items.map((n) => n.dnNo)).toContain(erpNote.dnNo);
    expect(onDay.items.every((n) => n.dnDate === day)).toBe(true);
  });

  it('refuses a start date after the end date', async () => {
    const res = await injectAs('finance', { method: 'GET', url: `${url}?fromDate=2026-11-02&toDate=2026-11-01` });
    expect(res.statusCode).toBe(400);
    expect(bodyOf(res, errorBodySchema).messages).toEqual(['Start date cannot be after end date']);
  });
});
