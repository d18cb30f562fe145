import net from 'node:net';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StorageUnavailable, StoredFileMissing, createFileStorage, newStoredName } from '../../src/storage/index';
import { S3FileStorage, S3StorageError } from '../../src/storage/s3';
import { describeStorageContract, localFile } from './contract';
import { startS3Server, type TestS3Server } from './s3-server';

let server: TestS3Server;

beforeAll(async () => {
  server = await startS3Server();
  await server.createBucket('faktura-contract');
});

afterAll(async () => {
  await server.close();
});

describeStorageContract('S3FileStorage', () => Promise.resolve(new S3FileStorage(server.settings('faktura-contract', 'attachments/2026'))));

/** A loopback port nobody listens on. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('S3FileStorage on an S3-protocol server', () => {
  it('keeps objects under the prefix with their content type, or at the root without one', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    for (const [prefix, key] of [
      ['attachments/2026', (name: string) => `attachments/2026/${name}`],
      ['', (name: string) => name],
    ] as const) {
      const name = newStoredName();
      await new S3FileStorage(server.settings('faktura-contract', prefix)).save(name, localFile(pdf), 'application/pdf');
      const head = await server.client.send(new HeadObjectCommand({ Bucket: 'faktura-contract', Key: key(name) }));
      expect([head.ContentType, head.ContentLength]).toEqual(['application/pdf', pdf.length]);
    }
  });

  it('is picked by the configuration and checked before use', async () => {
    const storage = await createFileStorage({ filesDir: '/nonexistent/never-used', s3: server.settings('faktura-contract') });
    expect(storage).toBeInstanceOf(S3FileStorage);
  });

  it('refuses to start on a bucket that does not exist, naming it', async () => {
    const refused = createFileStorage({ filesDir: '/nonexistent/never-used', s3: server.settings('no-such-bucket') });
    await expect(refused).rejects.toBeInstanceOf(StorageUnavailable);
    await expect(refused).rejects.toThrow(/^S3 bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+ cannot be used: it does not exist\. Check S3_BUCKET/);
  });

  it('refuses to start with credentials the server does not know', async () => {
    const settings = { ...server.settings('faktura-contract'), credentials: { accessKeyId: 'NOT-A-KEY', secretAccessKey: 'wrong' } };
    await expect(new S3FileStorage(settings).check()).rejects.toThrow(/cannot be used: access is denied \(wrong credentials, or no permission on the bucket\)/);
  });

  it('refuses to start on an endpoint nobody answers', async () => {
    const settings = { ...server.settings('faktura-contract'), endpoint: `http://127.0.0.1:${await closedPort()}` };
    await expect(new S3FileStorage(settings).check()).rejects.toThrow(/cannot be used: .*ECONNREFUSED/);
  });

  it('turns S3 refusals into faults without an HTTP status (the app answers 500), not into a missing file', async () => {
    const storage = new S3FileStorage(server.settings('bucket-gone-missing'));
    const name = newStoredName();
    const failures = [storage.save(name, localFile(Buffer.from('%PDF-1.4')), 'application/pdf'), storage.read(name), storage.remove(name)].map((call) =>
      call.then(
        () => 'resolved',
        (error: unknown) => error,
      ),
    );
    for (const [operation, error] of (await Promise.all(failures)).entries()) {
      expect(error, String(operation)).toBeInstanceOf(S3StorageError);
      expect(error).not.toBeInstanceOf(StoredFileMissing);
      expect(error).not.toHaveProperty('statusCode');
      expect((error as Error).message).toMatch(/^S3 (PutObject|GetObject|DeleteObject) [0-9a-f-]{36} failed: NoSuchBucket \(HTTP 404\)$/);
    }
  });
});
