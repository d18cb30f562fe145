import fs from 'node:fs';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';
import { StorageUnavailable, StoredFileMissing, assertStoredName, type FileStorage } from './port';

/** A hung endpoint must not hold an upload or a download open forever. */
const CONNECT_TIMEOUT_MS = 5_000;
const IDLE_SOCKET_TIMEOUT_MS = 60_000;

const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);
const nameOf = (error: unknown) => (error instanceof Error ? error.name : 'Error');

function describe(error: unknown): string {
  if (error instanceof S3ServiceException) return `${error.name} (HTTP ${statusOf(error) ?? '?'})`;
  return error instanceof Error ? error.message : String(error);
}

/**
 * An S3 call that failed (access denied, no such bucket, network). It carries no HTTP status of
 * its own, so the app answers 500 with a reference and logs this text; S3's answer never reaches
 * the client.
 */
export class S3StorageError extends Error {
  constructor(operation: string, key: string, cause: unknown) {
    super(`S3 ${operation} ${key} failed: ${describe(cause)}`, { cause });
    this.name = 'S3StorageError';
  }
}

/** Files as objects in one S3-compatible bucket, under an optional key prefix, served only through the API. */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint ?? undefined,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials ?? undefined,
      // Checksums only where S3 demands them: the SDK's default sends streamed bodies aws-chunked
      // with a CRC32 trailer, which S3-compatible servers that do not speak it store as the bytes.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: IDLE_SOCKET_TIMEOUT_MS },
    });
  }

  private keyOf(storedName: string): string {
    const name = assertStoredName(storedName);
    return this.settings.prefix ? `${this.settings.prefix}/${name}` : name;
  }

  async save(storedName: string, localPath: string, contentType: string): Promise<void> {
    const key = this.keyOf(storedName);
    const { size } = await fs.promises.stat(localPath);
    // Streamed, never held in memory whole. Stored names are fresh UUIDs, so no overwrite check.
    const body = fs.createReadStream(localPath);
    try {
      await this.client.send(new PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: body, ContentLength: size, ContentType: contentType }));
    } catch (error) {
      throw new S3StorageError('PutObject', key, error);
    } finally {
      // A request that failed before reading the body leaves the file open.
      body.destroy();
    }
  }

  async read(storedName: string): Promise<Readable> {
    const key = this.keyOf(storedName);
    try {
      const { Body } = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      if (!(Body instanceof Readable)) throw new Error('GetObject answered without a body stream');
      return Body;
    } catch (error) {
      // Some S3-compatible servers name a missing key otherwise; a missing bucket is a fault, not a missing file.
      if (nameOf(error) === 'NoSuchKey' || (statusOf(error) === 404 && nameOf(error) !== 'NoSuchBucket')) throw new StoredFileMissing(storedName);
      throw new S3StorageError('GetObject', key, error);
    }
  }

  async remove(storedName: string): Promise<void> {
    const key = this.keyOf(storedName);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
    } catch (error) {
      // S3 answers 204 for a missing key; some compatible servers answer NoSuchKey.
      if (nameOf(error) === 'NoSuchKey') return;
      throw new S3StorageError('DeleteObject', key, error);
    }
  }

  async check(): Promise<void> {
    const { bucket, endpoint, region } = this.settings;
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: bucket }));
    } catch (error) {
      const status = statusOf(error);
      const reason =
        status === 404
          ? 'it does not exist'
          : status === 403
            ? 'access is denied (wrong credentials, or no permission on the bucket)'
            : status === 301
              ? `it is not in region ${region}`
              : describe(error);
      throw new StorageUnavailable(
        `S3 bucket "${bucket}" at ${endpoint ?? `AWS region ${region}`} cannot be used: ${reason}. Check S3_BUCKET, S3_ENDPOINT, S3_REGION and the credentials.`,
      );
    }
  }
}
