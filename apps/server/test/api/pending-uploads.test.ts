import fs from 'node:fs';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '@faktura/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { Config } from '../../src/config';
import { removeStalePendingUploads } from '../../src/modules/files/index';
import { LocalFileStorage } from '../../src/storage/local';
import { getTestContext, tokenFor } from '../helpers/app';
import { messagesOf } from '../helpers/body';
import { PAGE_PDF } from '../helpers/files';
import { formBody, formRequest } from '../helpers/multipart';
import { createInvoice, pendingReceipts, uploadPdf } from '../helpers/po-invoices';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A second app on the worker's database, with its own settings (the shared one has no practical quota). */
async function appWith(overrides: Partial<Config>): Promise<FastifyInstance> {
  const { config, database, erp } = await getTestContext();
  const app = await buildApp({ config: { ...config, ...overrides }, database, erp });
  await app.ready();
  return app;
}

async function pendingCount(username: string): Promise<number> {
  const { database } = await getTestContext();
  const [row] = await database.rows<{ n: number }>(
    sql`select count(*)::int as n from attachments a join users u on u.id = a.uploaded_by where u.username = ${username} and a.invoice_id is null`,
  );
  return row!.n;
}

async function storedNameOf(id: number): Promise<string | undefined> {
  const { database } = await getTestContext();
  const [row] = await database.rows<{ stored_name: string }>(sql`select stored_name from attachments where id = ${id}`);
  return row?.stored_name;
}

async function backdate(ids: number[], days: number) {
  const { database } = await getTestContext();
  for (const id of ids) await database.rows(sql`update attachments set created_at = now() - make_interval(days => ${days}) where id = ${id}`);
}

describe('pending upload quota', () => {
  it('refuses uploads past the per-user limit of files waiting for an invoice, parallel ones included, keeping no bytes', async () => {
    const { config } = await getTestContext();
    const limit = (await pendingCount('transport')) + 2;
    const app = await appWith({ pendingUploadLimit: limit });
    try {
      const token = await tokenFor('transport');
      const storedBefore = fs.readdirSync(config.filesDir).length;
      const { payload, headers } = formRequest([{ filename: 'faktur.pdf', content: PAGE_PDF }]);
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => app.inject({ method: 'POST', url: '/api/files', payload, headers: { ...headers, authorization: `Bearer ${token}` } })),
      );
      expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 201, 400, 400, 400]);
      for (const res of answers.filter((r) => r.statusCode === 400)) {
        expect(messagesOf(res)).toEqual([`At most ${limit} uploaded files can wait for an invoice; save the invoice before uploading more`]);
      }
      expect(await pendingCount('transport')).toBe(limit);
      expect(fs.readdirSync(config.filesDir).length).toBe(storedBefore + 2);
      expect(fs.readdirSync(config.uploadTmpDir)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe('pending upload clean-up', () => {
  it('deletes uploads left unattached past the age, rows and bytes, and nothing else', async () => {
    const { config, database } = await getTestContext();
    const [stale1, stale2, fresh] = [await uploadPdf('vendor2'), await uploadPdf('vendor2'), await uploadPdf('vendor2')];
    const [line] = await pendingReceipts();
    const attached = (await createInvoice([line!.rcvTransactionId])).json<{ attachments: Array<{ id: number }> }>().attachments[0]!.id;
    await backdate([stale1, stale2, attached], 3);
    const staleBytes = [await storedNameOf(stale1), await storedNameOf(stale2)];

    const removed = await removeStalePendingUploads({ database, config, store: new LocalFileStorage(config.filesDir) }, DAY_MS);

    expect(removed).toBe(2);
    expect([await storedNameOf(stale1), await storedNameOf(stale2)]).toEqual([undefined, undefined]);
    for (const name of staleBytes) expect(fs.existsSync(`${config.filesDir}/${name}`)).toBe(false);
    expect(fs.existsSync(`${config.filesDir}/${await storedNameOf(fresh)}`)).toBe(true);
    expect(fs.existsSync(`${config.filesDir}/${await storedNameOf(attached)}`)).toBe(true);
    // What was cleaned up can no longer be put on an invoice.
    const [next] = await pendingReceipts();
    const late = await createInvoice([next!.rcvTransactionId], { attachmentIds: [stale1] });
    expect(late.statusCode).toBe(400);
  });

  it('runs when the server starts, with the configured age', async () => {
    const { config } = await getTestContext();
    const stale = await uploadPdf('vendor2');
    await backdate([stale], 2);
    const name = await storedNameOf(stale);
    const app = await appWith({ pendingUploadMaxAgeHours: 36 });
    await app.close();
    expect(await storedNameOf(stale)).toBeUndefined();
    expect(fs.existsSync(`${config.filesDir}/${name}`)).toBe(false);
  });
});

describe('uploads over a real connection', () => {
  it('keeps nothing when the client hangs up in the middle of the file', async () => {
    const { config } = await getTestContext();
    const app = await appWith({});
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const storedBefore = fs.readdirSync(config.filesDir).length;
      const body = formBody([{ filename: 'faktur.pdf', content: Buffer.concat([PAGE_PDF, Buffer.alloc(2 * 1024 * 1024)]) }]);
      const socket = net.connect(port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.write(
        `POST /api/files HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${await tokenFor('vendor')}\r\n` +
          `Content-Type: ${formRequest([]).headers['content-type']}\r\nContent-Length: ${body.length}\r\n\r\n`,
      );
      socket.write(body.subarray(0, 1024 * 1024));
      // The upload is being received into its temporary directory when the client goes.
      await expect.poll(() => fs.readdirSync(config.uploadTmpDir).length, { timeout: 5000 }).toBe(1);
      socket.destroy();
      await expect.poll(() => fs.readdirSync(config.uploadTmpDir), { timeout: 5000 }).toEqual([]);
      expect(fs.readdirSync(config.filesDir).length).toBe(storedBefore);
    } finally {
      await app.close();
    }
  });

  it('answers a refusal decided before the file is read, without waiting for a client that keeps sending', async () => {
    const app = await appWith({});
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const big = formRequest([{ filename: 'setup.exe', content: Buffer.alloc(5 * 1024 * 1024) }]);
      const res = await fetch(`http://127.0.0.1:${port}/api/files`, {
        method: 'POST',
        headers: { ...big.headers, authorization: `Bearer ${await tokenFor('vendor')}` },
        body: big.payload,
      });
      expect(res.status).toBe(400);
      expect(errorBodySchema.parse(await res.json()).messages).toEqual(['File extension is not allowed. ex: pdf, jpg, doc, xls']);
    } finally {
      await app.close();
    }
  });
});
