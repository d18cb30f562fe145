import { describe, expect, it } from 'vitest';
import { attachmentSchema, poInvoiceDetailSchema } from '@faktura/domain';
import { sql } from 'drizzle-orm';
import { getTestContext, injectAs } from '../helpers/app';
import { bodyOf, messagesOf } from '../helpers/body';
import { SAMPLE_JPEG, SAMPLE_PDF, multipart } from '../helpers/files';
import { createInvoice, pendingReceipts } from '../helpers/po-invoices';

const upload = (name: string, content: Buffer, user = 'vendor') => injectAs(user, { method: 'POST', url: '/api/files', ...multipart(name, content) });

describe('file uploads', () => {
  it('accepts the spec’s extensions in any case', async () => {
    for (const name of ['a.pdf', 'B.PDF', 'c.jpg', 'd.JPEG']) {
      const res = await upload(name, name.toLowerCase().endsWith('pdf') ? SAMPLE_PDF : SAMPLE_JPEG);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(201);
      expect(bodyOf(res, attachmentSchema).filename).toBe(name);
    }
  });

  it('refuses other extensions with the spec’s message', async () => {
    for (const name of ['run.exe', 'page.html', 'noextension', 'archive.pdf.zip']) {
      const res = await upload(name, SAMPLE_PDF);
      expect(res.statusCode).toBe(400);
      expect(messagesOf(res)).toEqual(['File extension is not allowed. ex: pdf, jpg, doc, xls']);
    }
  });

  it('refuses content that does not match the extension', async () => {
    const res = await upload('invoice.pdf', Buffer.from('<html><script>alert(1)</script></html>'));
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual(['File content does not match its extension']);
  });

  it('refuses files over the size limit, naming it, and keeps nothing', async () => {
    const { config } = await getTestContext();
    const fs = await import('node:fs');
    const before = fs.readdirSync(config.filesDir).length;
    const big = Buffer.concat([SAMPLE_PDF, Buffer.alloc(config.uploadLimitBytes)]);
    const res = await upload('big.pdf', big);
    expect(res.statusCode).toBe(413);
    expect(messagesOf(res)).toEqual(['File is too large. The maximum size is 10 MB']);
    expect(fs.readdirSync(config.filesDir).length).toBe(before);
  });

  it('stores files under generated names and serves them only through the API', async () => {
    const res = await upload('Faktur Pajak November.pdf', SAMPLE_PDF);
    const { id } = bodyOf(res, attachmentSchema);
    const { database, config } = await getTestContext();
    const [row] = await database.rows<{ stored_name: string }>(sql`select stored_name from attachments where id = ${id}`);
    expect(row!.stored_name).toMatch(/^[0-9a-f-]{36}$/);
    const fs = await import('node:fs');
    expect(fs.existsSync(`${config.filesDir}/${row!.stored_name}`)).toBe(true);
    const download = await injectAs('vendor', { method: 'GET', url: `/api/files/${id}` });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(SAMPLE_PDF)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('filename="Faktur Pajak November.pdf"');
    // Before it is attached to an invoice, nobody else can read it.
    expect((await injectAs('vendor2', { method: 'GET', url: `/api/files/${id}` })).statusCode).toBe(404);
    expect((await injectAs('finance', { method: 'GET', url: `/api/files/${id}` })).statusCode).toBe(404);
  });

  it('attaches to a DRAFT invoice, deletes from it, and refuses deleting from an OPEN one', async () => {
    const [line] = await pendingReceipts();
    const invoice = bodyOf(await createInvoice([line!.rcvTransactionId]), poInvoiceDetailSchema);
    const added = await injectAs('vendor', { method: 'POST', url: `/api/invoices/${invoice.id}/attachments`, ...multipart('po.pdf', SAMPLE_PDF) });
    expect(added.statusCode, added.body).toBe(201);
    const del = await injectAs('vendor', { method: 'DELETE', url: `/api/invoices/${invoice.id}/attachments/${bodyOf(added, attachmentSchema).id}` });
    expect(del.statusCode).toBe(204);
    expect((await injectAs('vendor', { method: 'GET', url: `/api/files/${bodyOf(added, attachmentSchema).id}` })).statusCode).toBe(404);

    const { database } = await getTestContext();
    const [open] = await database.rows<{ id: number; file_id: number | null }>(
      sql`select i.id, a.id as file_id from invoices i left join attachments a on a.invoice_id = i.id where i.invoice_no = 'SJA/INV/2026/0103'`,
    );
    const refused = await injectAs('vendor', { method: 'DELETE', url: `/api/invoices/${open!.id}/attachments/${open!.file_id ?? 1}` });
    expect(refused.statusCode).toBe(403);
    expect(messagesOf(refused)).toEqual(['Files of an invoice in status OPEN cannot be deleted']);
  });

  it('applies the invoice permissions to uploads: the author and finance may attach, a PIC may not attach to a PO invoice', async () => {
    const [line] = await pendingReceipts();
    const invoice = bodyOf(await createInvoice([line!.rcvTransactionId]), poInvoiceDetailSchema);
    const attach = (user: string) => injectAs(user, { method: 'POST', url: `/api/invoices/${invoice.id}/attachments`, ...multipart('po.pdf', SAMPLE_PDF) });
    expect((await attach('vendor')).statusCode).toBe(201);
    expect((await attach('finance')).statusCode).toBe(201);
    const pic = await attach('pic');
    expect(pic.statusCode).toBe(403);
    expect(messagesOf(pic)).toEqual(['Files cannot be added to an invoice in status DRAFT']);
  });

  it('answers a request without a file or not multipart with 400 saying how to send it', async () => {
    const res = await injectAs('vendor', { method: 'POST', url: '/api/files', payload: { file: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual(['Send the file as multipart/form-data']);
  });
});
