import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';

const s3Of = (env: NodeJS.ProcessEnv) => loadConfig(env).s3;

describe('storage configuration', () => {
  it('is the local files directory unless STORAGE=s3', () => {
    expect(s3Of({})).toBeNull();
    expect(s3Of({ STORAGE: 'local', S3_BUCKET: 'ignored' })).toBeNull();
    expect(loadConfig({ DATA_DIR: '/srv/faktura' }).filesDir).toBe('/srv/faktura/files');
  });

  it('reads every S3 setting, with a default region, the SDK chain when no keys are given, and a bare prefix', () => {
    expect(s3Of({ STORAGE: 's3', S3_BUCKET: 'invoices' })).toEqual({
      bucket: 'invoices',
      region: 'us-east-1',
      endpoint: null,
      forcePathStyle: false,
      credentials: null,
      prefix: '',
    });
    const env = {
      STORAGE: 's3',
      S3_BUCKET: 'faktura',
      S3_REGION: 'ap-southeast-3',
      S3_ENDPOINT: 'http://minio.internal:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'faktura-app',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PREFIX: '/prod/attachments/',
    };
    expect(s3Of(env)).toEqual({
      bucket: 'faktura',
      region: 'ap-southeast-3',
      endpoint: 'http://minio.internal:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'faktura-app', secretAccessKey: 'secret' },
      prefix: 'prod/attachments',
    });
  });

  it('refuses settings it cannot start with, saying which', () => {
    const refusals: Array<[NodeJS.ProcessEnv, string]> = [
      [{ STORAGE: 'gcs' }, 'STORAGE must be local or s3, not "gcs".'],
      [{ STORAGE: 's3' }, 'STORAGE=s3 needs S3_BUCKET (the bucket attachments are kept in).'],
      [
        { STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'only-the-id' },
        'Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the AWS default chain).',
      ],
      [{ STORAGE: 's3', S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE must be true or false, not "yes".'],
    ];
    for (const [env, message] of refusals) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(message);
    }
  });
});
