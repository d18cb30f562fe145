import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The one place that reads process.env (lint forbids it elsewhere). */
export type Config = {
  port: number;
  host: string;
  /** postgres://… uses a PostgreSQL server; otherwise PGlite stored in dataDir (or memory). */
  databaseUrl: string | null;
  dataDir: string;
  /** PGlite in memory: tests and benchmarks. */
  memoryDb: boolean;
  sessionTtlMinutes: number;
  loginMaxFailures: number;
  loginWindowMinutes: number;
  uploadLimitBytes: number;
  /** Where an upload waits, in a private directory of its own, while it is checked (UPLOAD_TMP_DIR). */
  uploadTmpDir: string;
  /** Uploads a user may have waiting for an invoice not saved yet (PENDING_UPLOAD_LIMIT). */
  pendingUploadLimit: number;
  /** Uploads still waiting for an invoice after this long are deleted (PENDING_UPLOAD_MAX_AGE_HOURS). */
  pendingUploadMaxAgeHours: number;
  /** Where attachments live when `s3` is null: outside the web root, served only through the API. */
  filesDir: string;
  /** STORAGE=s3: attachments in an S3-compatible bucket instead of filesDir (several app instances share it). */
  s3: S3Settings | null;
  webDist: string | null;
  logLevel: string;
  seedDemo: boolean;
  /** Bearer token a Prometheus scraper sends to /metrics; without one, /metrics is not served. */
  metricsToken: string | null;
  /**
   * Which proxies' X-Forwarded-For to believe (Fastify's trustProxy): false (default) uses the
   * connection's address; behind a reverse proxy name it, or every user shares one address and
   * the login limits count them together.
   */
  trustProxy: boolean | string[];
  /** The cloud drive batches' documents go to (DRIVE_* and GOOGLE_* variables): see DriveSettings. */
  drive: DriveSettings;
  /** The ERP outbox's delivery (src/outbox/): see OutboxSettings. */
  outbox: OutboxSettings;
  /** The reference ERP pays due invoices every this many minutes (ERP_PAYMENT_RUN_MINUTES); 0: never on its own. */
  erpPaymentRunMinutes: number;
  /** E-mail to users (src/mail/): see MailSettings. */
  mail: MailSettings;
  /**
   * Every JSON answer is also serialised by zod and must match the compiled serializer's string
   * (lib/response-serializer.ts): on in tests, so the whole suite proves the two equivalent.
   */
  checkResponseSerializer: boolean;
};

/** How mail leaves (SMTP_URL, MAIL_FROM, PORTAL_URL, MAIL_DIR). */
export type MailSettings = {
  /** smtp://user:pass@host:port or smtps://…; null: mail is written to `dir` as .eml files instead. */
  smtpUrl: string | null;
  from: string;
  /** The portal's address as users reach it: the base of every link in a mail. */
  portalUrl: string;
  /** MAIL_DIR: the folder outbox used without SMTP_URL (default $DATA_DIR/mail). */
  dir: string;
};

/** How outbox workers deliver (OUTBOX_* variables). */
export type OutboxSettings = {
  /** npm start delivers in-process too (OUTBOX_WORKER=false leaves it to `npm run worker` processes). */
  inProcess: boolean;
  /** Wait between looks when nothing is due. */
  pollMs: number;
  /** Rows one worker claims at a time. */
  batchSize: number;
  /** Claimed rows one worker delivers at once (each on its own connection; 1: one after another). */
  concurrency: number;
  /** Deliveries without an answer before a row is FAILED (an operator retries it). */
  maxAttempts: number;
  /** Backoff after the n-th failed attempt: backoffBaseMs × 2^(n−1), at most backoffMaxMs. */
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** How long a claim holds: a worker killed mid-delivery lets its rows go after this. */
  leaseMs: number;
  /** A delivery the ERP has not answered by then counts as no answer (retried later); shorter than the lease. */
  deliveryTimeoutMs: number;
};

/** Where submitted batches' documents are uploaded (linked on `/drive/code`). */
export type DriveSettings = {
  /** DRIVE: `local` (a folder per company under dir: the embedded default) or `google` (Google Drive over its REST API). */
  provider: 'local' | 'google';
  /** DRIVE_DIR (local): default $DATA_DIR/drive. */
  dir: string;
  /** DRIVE_TOKEN_KEY: 32 bytes (base64 or 64 hex digits) sealing OAuth tokens at rest (AES-256-GCM); without it no token is stored. */
  tokenKey: Buffer | null;
  /** DRIVE_UPLOAD_INTERVAL_SECONDS: how often pending uploads are worked (default 30). */
  uploadIntervalMs: number;
  google: GoogleDriveSettings | null;
};

export type GoogleDriveSettings = {
  clientId: string;
  clientSecret: string;
  /** The redirect URI registered for the OAuth client; the consent page sends the code there for the user to paste. */
  redirectUri: string;
  /** GOOGLE_AUTH_URL, GOOGLE_TOKEN_URL, GOOGLE_DRIVE_API_URL: Google's by default, a fake's in the tests. */
  authUrl: string;
  tokenUrl: string;
  apiUrl: string;
};

export type S3Settings = {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, Ceph…); AWS itself when null. */
  endpoint: string | null;
  /** bucket in the path (http://host/bucket/key) rather than the host name: what most S3-compatible servers need. */
  forcePathStyle: boolean;
  /** Static keys; when null the SDK's default chain (AWS_* variables, profile, instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** Keys are `<prefix>/<stored name>`; empty for the bucket's root. */
  prefix: string;
};

/** A setting the server cannot start with; main.ts prints the message alone. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? NaN : Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

function s3Settings(env: NodeJS.ProcessEnv): S3Settings | null {
  const storage = env.STORAGE?.trim() || 'local';
  if (storage === 'local') return null;
  if (storage !== 's3') throw new ConfigError(`STORAGE must be local or s3, not "${storage}".`);
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) throw new ConfigError('STORAGE=s3 needs S3_BUCKET (the bucket attachments are kept in).');
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new ConfigError('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the AWS default chain).');
  const forcePathStyle = env.S3_FORCE_PATH_STYLE?.trim() || 'false';
  if (forcePathStyle !== 'true' && forcePathStyle !== 'false') throw new ConfigError(`S3_FORCE_PATH_STYLE must be true or false, not "${forcePathStyle}".`);
  return {
    bucket,
    region: env.S3_REGION?.trim() || 'us-east-1',
    endpoint: env.S3_ENDPOINT?.trim() || null,
    forcePathStyle: forcePathStyle === 'true',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
    prefix: (env.S3_PREFIX ?? '').replace(/^\/+|\/+$/g, ''),
  };
}

function driveTokenKey(value: string | undefined): Buffer | null {
  const text = value?.trim() ?? '';
  if (!text) return null;
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32) throw new ConfigError('DRIVE_TOKEN_KEY must be 32 bytes: 64 hex digits or base64 (e.g. `openssl rand -base64 32`).');
  return key;
}

function driveSettings(env: NodeJS.ProcessEnv, dataDir: string): DriveSettings {
  const provider = env.DRIVE?.trim() || 'local';
  if (provider !== 'local' && provider !== 'google') throw new ConfigError(`DRIVE must be local or google, not "${provider}".`);
  const clientId = env.GOOGLE_CLIENT_ID?.trim();
  const clientSecret = env.GOOGLE_CLIENT_SECRET?.trim();
  const redirectUri = env.GOOGLE_REDIRECT_URI?.trim();
  if (provider === 'google' && (!clientId || !clientSecret || !redirectUri))
    throw new ConfigError('DRIVE=google needs GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and GOOGLE_REDIRECT_URI (the OAuth client of the Google Cloud project).');
  return {
    provider,
    dir: path.resolve(env.DRIVE_DIR ?? path.join(dataDir, 'drive')),
    tokenKey: driveTokenKey(env.DRIVE_TOKEN_KEY),
    uploadIntervalMs: int(env.DRIVE_UPLOAD_INTERVAL_SECONDS, 30) * 1000,
    google:
      clientId && clientSecret && redirectUri
        ? {
            clientId,
            clientSecret,
            redirectUri,
            authUrl: env.GOOGLE_AUTH_URL?.trim() || 'https://accounts.google.com/o/oauth2/v2/auth',
            tokenUrl: env.GOOGLE_TOKEN_URL?.trim() || 'https://oauth2.googleapis.com/token',
            apiUrl: (env.GOOGLE_DRIVE_API_URL?.trim() || 'https://www.googleapis.com').replace(/\/+$/, ''),
          }
        : null,
  };
}

/** TRUST_PROXY: unset/false, true (any proxy), or a comma list of the proxies' addresses and CIDRs. */
function parseTrustProxy(value: string | undefined): boolean | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  return {
    port: int(env.PORT, 3000),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL?.startsWith('postgres') ? env.DATABASE_URL : null,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data')),
    memoryDb: false,
    sessionTtlMinutes: int(env.SESSION_TTL_MINUTES, 8 * 60),
    loginMaxFailures: int(env.LOGIN_MAX_FAILURES, 5),
    loginWindowMinutes: int(env.LOGIN_WINDOW_MINUTES, 15),
    uploadLimitBytes: int(env.UPLOAD_LIMIT_MB, 10) * 1024 * 1024,
    uploadTmpDir: path.resolve(env.UPLOAD_TMP_DIR || os.tmpdir()),
    pendingUploadLimit: int(env.PENDING_UPLOAD_LIMIT, 10),
    pendingUploadMaxAgeHours: int(env.PENDING_UPLOAD_MAX_AGE_HOURS, 24),
    filesDir: path.resolve(env.FILES_DIR ?? path.join(env.DATA_DIR ?? path.join(repoRoot, 'data'), 'files')),
    s3: s3Settings(env),
    webDist: path.resolve(env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
    seedDemo: env.SEED_DEMO !== 'false',
    metricsToken: env.METRICS_TOKEN?.trim() || null,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    drive: driveSettings(env, env.DATA_DIR ?? path.join(repoRoot, 'data')),
    outbox: {
      inProcess: env.OUTBOX_WORKER !== 'false',
      pollMs: int(env.OUTBOX_POLL_MS, 1000),
      batchSize: int(env.OUTBOX_BATCH_SIZE, 10),
      concurrency: int(env.OUTBOX_CONCURRENCY, 1),
      maxAttempts: int(env.OUTBOX_MAX_ATTEMPTS, 10),
      backoffBaseMs: int(env.OUTBOX_BACKOFF_MS, 2000),
      backoffMaxMs: int(env.OUTBOX_BACKOFF_MAX_MS, 10 * 60 * 1000),
      leaseMs: int(env.OUTBOX_LEASE_SECONDS, 120) * 1000,
      deliveryTimeoutMs: int(env.OUTBOX_DELIVERY_TIMEOUT_SECONDS, 60) * 1000,
    },
    erpPaymentRunMinutes: env.ERP_PAYMENT_RUN_MINUTES === '0' ? 0 : int(env.ERP_PAYMENT_RUN_MINUTES, 60),
    mail: {
      smtpUrl: env.SMTP_URL?.trim() || null,
      from: env.MAIL_FROM?.trim() || 'Faktura <faktura@localhost>',
      portalUrl: (env.PORTAL_URL?.trim() || `http://localhost:${int(env.PORT, 3000)}`).replace(/\/+$/, ''),
      dir: path.resolve(env.MAIL_DIR ?? path.join(env.DATA_DIR ?? path.join(repoRoot, 'data'), 'mail')),
    },
    checkResponseSerializer: false,
    ...overrides,
  };
}

/** Configuration for tests: in-memory PGlite unless TEST_DATABASE_URL/DATABASE_URL names a server. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  return loadConfig(process.env, {
    databaseUrl: url?.startsWith('postgres') ? url : null,
    memoryDb: true,
    webDist: null,
    logLevel: 'silent',
    metricsToken: 'test-metrics-token',
    filesDir: fs.mkdtempSync(path.join(os.tmpdir(), 'faktura-test-files-')),
    uploadTmpDir: fs.mkdtempSync(path.join(os.tmpdir(), 'faktura-test-uploads-')),
    // Test files share one app per worker, so uploads would add up across files; the quota test builds its own app.
    pendingUploadLimit: 10_000,
    // The tests that need a bucket start their own S3 server (test/storage).
    s3: null,
    // Local drive folders of their own, worked only when a test says so (runDueUploads); a test of Google Drive names its fake server in overrides.
    drive: { ...driveSettings(process.env, os.tmpdir()), dir: fs.mkdtempSync(path.join(os.tmpdir(), 'faktura-test-drive-')), uploadIntervalMs: 24 * 3600_000 },
    // Mail goes to a folder of the test's own unless a test names its SMTP server.
    mail: {
      smtpUrl: null,
      from: 'Faktura <faktura@test.local>',
      portalUrl: 'http://portal.test',
      dir: fs.mkdtempSync(path.join(os.tmpdir(), 'faktura-test-mail-')),
    },
    checkResponseSerializer: true,
    ...overrides,
  });
}
