import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Settings } from '../../src/config';

/** The one key pair s3rver knows; any other access key id is refused (InvalidAccessKeyId, 403). */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type TestS3Server = {
  /** Settings for S3FileStorage on this server (path style, its credentials), for the given bucket. */
  settings(bucket: string, prefix?: string): S3Settings;
  /** A plain SDK client on the server, to look at or change the bucket behind the storage's back. */
  client: S3Client;
  createBucket(name: string): Promise<void>;
  close(): Promise<void>;
};

/**
 * A real S3-protocol server (s3rver: pure JavaScript, no download) in this process, on loopback
 * and a free port, keeping its objects in a temporary directory.
 */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'faktura-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings = (bucket: string, prefix = ''): S3Settings => ({
    bucket,
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: S3RVER_CREDENTIALS,
    prefix,
  });
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: S3RVER_CREDENTIALS });
  return {
    settings,
    client,
    createBucket: async (name) => {
      await client.send(new CreateBucketCommand({ Bucket: name }));
    },
    close: async () => {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
