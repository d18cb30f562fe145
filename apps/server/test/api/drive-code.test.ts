import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DRIVE_MESSAGES, driveStatusSchema, driveUrlSchema, errorBodySchema } from '@faktura/domain';
import { createCloudDrive } from '../../src/drive/index';
import { batchDocumentsForDrive } from '../../src/modules/batches/index';
import { runDueUploads } from '../../src/modules/drive/index';
import { getTestContext, injectAs } from '../helpers/app';
import { bodyOf } from '../helpers/body';
import { openPoInvoice } from '../helpers/po-invoices';

const { database, erp, config } = await getTestContext();
const post = (url: string, payload: object, user = 'finance') => injectAs(user, { method: 'POST', url, payload });

describe('/drive/code', () => {
  it('asks for the company, the generated URL and the code', async () => {
    const res = await post('/api/drive/code', {});
    expect(res.statusCode).toBe(400);
    expect(bodyOf(res, errorBodySchema).messages).toEqual(['Select Company', 'No url provided', DRIVE_MESSAGES.codeRequired]);
    const url = await post('/api/drive/url', {});
    expect(bodyOf(url, errorBodySchema).messages).toEqual(['Select Company']);
    expect(bodyOf(await post('/api/drive/url', { company: '999-AAM' }), errorBodySchema).messages).toEqual(['Select Company']);
  });

  it('offers the fixed ITD option beside the ERP companies', async () => {
    const status = bodyOf(await injectAs('finance', { method: 'GET', url: '/api/drive' }), driveStatusSchema);
    expect(status.provider).toBe('local');
    expect(status.companies[0]).toEqual({ value: 'ITD', name: 'ITD' });
    expect(status.companies.map((c) => c.value)).toContain('82-AAM');
  });

  it('links the local drive with the code its URL carries; a code works once', async () => {
    const { url } = bodyOf(await post('/api/drive/url', { company: 'ITD' }), driveUrlSchema);
    expect(url).toMatch(/^\/#\/drive\/code\?code=/);
    const code = decodeURIComponent(url.split('code=')[1]!);
    const wrong = await post('/api/drive/code', { company: 'ITD', url, code: 'not-it' });
    expect(bodyOf(wrong, errorBodySchema).messages).toEqual([DRIVE_MESSAGES.codeRefused]);
    const again = bodyOf(await post('/api/drive/url', { company: 'ITD' }), driveUrlSchema).url;
    const saved = await post('/api/drive/code', { company: 'ITD', url: again, code: decodeURIComponent(again.split('code=')[1]!) });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(bodyOf(saved, driveStatusSchema).links.find((l) => l.company === 'ITD')).toMatchObject({ linkedBy: 'finance' });
    const reused = await post('/api/drive/code', { company: 'ITD', url: again, code: decodeURIComponent(again.split('code=')[1]!) });
    expect(bodyOf(reused, errorBodySchema).messages).toEqual([DRIVE_MESSAGES.urlExpired]);
    expect(code).not.toBe('');
  });

  it("puts a submitted batch's documents in a folder of its own under the linked drive, without blocking the submission", async () => {
    const { url } = bodyOf(await post('/api/drive/url', { company: 'ITD' }), driveUrlSchema);
    await post('/api/drive/code', { company: 'ITD', url, code: decodeURIComponent(url.split('code=')[1]!) });
    const invoice = await openPoInvoice();
    const [batch] = await database.rows<{ id: number; batch_no: string }>(
      sql`select b.id, b.batch_no from batches b join invoices i on i.batch_id = b.id where i.id = ${invoice.id}`,
    );
    const [queued] = await database.rows<{ status: string }>(sql`select status from drive_uploads where batch_id = ${batch!.id}`);
    expect(queued?.status).toBe('PENDING');
    const ctx = { database, erp, config, drive: createCloudDrive(config), batchDocuments: (id: number) => batchDocumentsForDrive({ database, erp }, id) };
    // Every due upload (other files' batches queue theirs too; a run takes a few at a time).
    while ((await runDueUploads(ctx)) > 0);
    const folder = path.join(config.drive.dir, 'ITD', batch!.batch_no);
    expect(fs.readdirSync(folder).sort()).toEqual([`batch-recap-${batch!.batch_no}.pdf`, `good-receipt-${batch!.batch_no}.pdf`]);
    expect(
      fs
        .readFileSync(path.join(folder, `good-receipt-${batch!.batch_no}.pdf`))
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const shown = bodyOf(await injectAs('finance', { method: 'GET', url: '/api/drive' }), driveStatusSchema).uploads.find((u) => u.batchNo === batch!.batch_no);
    expect(shown).toMatchObject({ status: 'DONE', folder: path.join('ITD', batch!.batch_no) });
  });

  it('retries a failed upload on request, and only a failed one', async () => {
    const invoice = await openPoInvoice();
    const [row] = await database.rows<{ id: number }>(
      sql`select u.id from drive_uploads u join invoices i on i.batch_id = u.batch_id where i.id = ${invoice.id}`,
    );
    const refused = await post('/api/drive/uploads/retry', { id: row!.id });
    expect(bodyOf(refused, errorBodySchema).messages).toEqual([DRIVE_MESSAGES.uploadNotFailed]);
    await database.db.execute(sql`update drive_uploads set status = 'FAILED', attempts = 10, last_error = 'boom' where id = ${row!.id}`);
    const retried = bodyOf(await post('/api/drive/uploads/retry', { id: row!.id }), driveStatusSchema).uploads.find((u) => u.id === row!.id);
    expect(retried).toMatchObject({ status: 'FAILED', attempts: 0, lastError: 'boom' });
  });

  it('is ORACLE only', async () => {
    for (const user of ['pic', 'vendor']) {
      expect((await injectAs(user, { method: 'GET', url: '/api/drive' })).statusCode).toBe(403);
      expect((await post('/api/drive/url', { company: 'ITD' }, user)).statusCode).toBe(403);
    }
  });
});
