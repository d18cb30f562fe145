import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { DeleteBucketCommand, DeleteObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { sql } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_MESSAGES, attachmentSchema } from '@faktura/domain';
import { buildApp } from '../../src/app';
import { StorageUnavailable } from '../../src/storage/index';
import { getTestContext, tokenFor } from '../helpers/app';
import { bodyOf } from '../helpers/body';
import { multipart } from '../helpers/files';
import { createInvoice, pendingReceipts } from '../helpers/po-invoices';
import { S3RVER_CREDENTIALS, startS3Server, type TestS3Server } from './s3-server';

/** The app as STORAGE=s3 runs it, on the tests' database, with its bucket on a real S3-protocol server. */
let server: TestS3Server;
let app: FastifyInstance;
let appOnVanishedBucket: FastifyInstance;

async function appOnBucket(bucket: string): Promise<FastifyInstance> {
  const { config, database, erp } = await getTestContext();
  const built = await buildApp({ config: { ...config, s3: server.settings(bucket, 'attachments') }, database, erp });
  await built.ready();
  return built;
}

/** A real PDF (compressed streams, binary bytes), as a scanner or an accounting package writes one. */
async function realPdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4' });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  doc.fontSize(16).text('Faktur Pajak 010.000-26.00000001').moveDown().fontSize(10).text('PT Sinar Jaya Abadi · '.repeat(200));
  doc.end();
  await once(doc, 'end');
  return Buffer.concat(chunks);
}

/** An upload by a demo user: the multipart body with its content type, and the user's bearer token. */
async function uploadRequest(user: string, filename: string, content: Buffer) {
  const { payload, headers } = multipart(filename, content);
  return { payload, headers: { ...headers, authorization: `Bearer ${await tokenFor(user)}` } };
}
const as = async (user: string) => ({ authorization: `Bearer ${await tokenFor(user)}` });

async function storedNameOf(fileId: number): Promise<string> {
  const { database } = await getTestContext();
  const [row] = await database.rows<{ stored_name: string }>(sql`select stored_name from attachments where id = ${fileId}`);
  return row!.stored_name;
}

beforeAll(async () => {
  server = await startS3Server();
  await server.createBucket('faktura-app');
  await server.createBucket('faktura-vanishing');
  app = await appOnBucket('faktura-app');
  // Started on a bucket that is then deleted: every write from now on is refused by S3.
  appOnVanishedBucket = await appOnBucket('faktura-vanishing');
  await server.client.send(new DeleteBucketCommand({ Bucket: 'faktura-vanishing' }));
});

afterAll(async () => {
  await app.close();
  await appOnVanishedBucket.close();
  await server.close();
});

describe('attachments in an S3 bucket', () => {
  it('uploads a real PDF into the bucket, not onto local disk, and downloads it byte for byte', async () => {
    const pdf = await realPdf();
    const upload = await app.inject({ method: 'POST', url: '/api/files', ...(await uploadRequest('vendor', 'Faktur Pajak.pdf', pdf)) });
    expect(upload.statusCode, upload.body).toBe(201);
    const { id, size } = bodyOf(upload, attachmentSchema);
    expect(size).toBe(pdf.length);

    const storedName = await storedNameOf(id);
    const object = await server.client.send(new HeadObjectCommand({ Bucket: 'faktura-app', Key: `attachments/${storedName}` }));
    expect([object.ContentType, object.ContentLength]).toEqual(['application/pdf', pdf.length]);
    const { config } = await getTestContext();
    expect(fs.existsSync(path.join(config.filesDir, storedName))).toBe(false);

    const download = await app.inject({ method: 'GET', url: `/api/files/${id}`, headers: await as('vendor') });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });

  it('answers 404 File not found for a file whose object is gone from the bucket', async () => {
    const upload = await app.inject({ method: 'POST', url: '/api/files', ...(await uploadRequest('vendor', 'gone.pdf', await realPdf())) });
    const { id } = bodyOf(upload, attachmentSchema);
    await server.client.send(new DeleteObjectCommand({ Bucket: 'faktura-app', Key: `attachments/${await storedNameOf(id)}` }));

    const download = await app.inject({ method: 'GET', url: `/api/files/${id}`, headers: await as('vendor') });
    expect(download.statusCode).toBe(404);
    expect(download.json()).toEqual({ code: 'NOT_FOUND', messages: ['File not found'] });
  });

  it('answers an upload the bucket refuses with 500 and a reference, and keeps no attachment row', async () => {
    const { database } = await getTestContext();
    const [line] = await pendingReceipts();
    const invoice = (await createInvoice([line!.rcvTransactionId])).json<{ id: number }>();
    const name = `refused-${randomUUID()}.pdf`;
    for (const url of ['/api/files', `/api/invoices/${invoice.id}/attachments`]) {
      const res = await appOnVanishedBucket.inject({ method: 'POST', url, ...(await uploadRequest('vendor', name, await realPdf())) });
      expect(res.statusCode, url).toBe(500);
      expect(res.json()).toEqual({ code: 'INTERNAL', messages: [HTTP_MESSAGES.unexpected(String(res.headers['x-request-id']))] });
    }
    const rows = await database.rows<{ n: number }>(sql`select count(*)::int as n from attachments where original_name = ${name}`);
    expect(rows[0]!.n).toBe(0);
  });

  it('does not start on a bucket it cannot use: missing, or with credentials the server does not know', async () => {
    const { config, database, erp } = await getTestContext();
    const missing = buildApp({ config: { ...config, s3: server.settings('no-such-bucket') }, database, erp });
    await expect(missing).rejects.toBeInstanceOf(StorageUnavailable);
    await expect(missing).rejects.toThrow('S3 bucket "no-such-bucket"');
    const wrongKeys = { ...server.settings('faktura-app'), credentials: { ...S3RVER_CREDENTIALS, accessKeyId: 'NOT-A-KEY' } };
    await expect(buildApp({ config: { ...config, s3: wrongKeys }, database, erp })).rejects.toThrow('access is denied');
  });
});
