import { createHash, randomBytes } from 'node:crypto';
import {
  DRIVE_MESSAGES,
  ITD_COMPANY,
  companyValue,
  validateDriveCode,
  validateDriveUrlRequest,
  type DriveCodeRequest,
  type DriveStatus,
} from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { DriveCodeRefused, sealTokens, type CloudDrive } from '../../drive/index';
import { companyNamer } from '../../lib/company-names';
import { badRequest } from '../../lib/errors';
import { recordAudit } from '../audit/index';
import type { Actor } from '../auth/index';
import * as repo from './repo';

export type DriveCtx = Pick<AppDeps, 'database' | 'erp' | 'config'> & { drive: CloudDrive };

/** A generated URL's code must come back within the hour. */
const CONSENT_MAX_AGE_MS = 60 * 60_000;
const RECENT_UPLOADS = 20;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function companyOptions(ctx: DriveCtx) {
  const organisations = await ctx.erp.listOrganizations();
  return [
    { value: ITD_COMPANY, name: ITD_COMPANY },
    ...organisations.map((o) => ({ value: companyValue({ orgId: o.orgId, instance: o.instance, vendorId: null }), name: `${o.name} (${o.instance})` })),
  ];
}

async function assertKnownCompany(ctx: DriveCtx, company: string) {
  if (!(await companyOptions(ctx)).some((c) => c.value === company)) throw badRequest(DRIVE_MESSAGES.selectCompany);
}

export async function getStatus(ctx: DriveCtx): Promise<DriveStatus> {
  const { db } = ctx.database;
  const [companies, links, uploads, nameOf] = await Promise.all([
    companyOptions(ctx),
    repo.listLinks(db),
    repo.recentUploads(db, RECENT_UPLOADS),
    companyNamer(ctx.erp),
  ]);
  const nameOfValue = (value: string) => companies.find((c) => c.value === value)?.name ?? value;
  return {
    provider: ctx.drive.provider,
    companies,
    links: links.map(({ link, linkedBy }) => ({
      company: link.company,
      companyName: nameOfValue(link.company),
      linkedAt: link.linkedAt.toISOString(),
      linkedBy: linkedBy ?? '',
    })),
    uploads: uploads.map((u) => ({
      id: u.id,
      batchNo: u.batchNo,
      company: nameOf(u.instance, u.orgId),
      status: u.status as DriveStatus['uploads'][number]['status'],
      attempts: u.attempts,
      lastError: u.lastError,
      folder: u.folder,
      updatedAt: u.updatedAt.toISOString(),
    })),
  };
}

/** Generate URL: a one-time nonce for the company (its hash kept) and the drive's consent page carrying it. */
export async function generateUrl(ctx: DriveCtx, actor: Actor, form: { company: string }): Promise<{ url: string }> {
  const messages = validateDriveUrlRequest(form);
  if (messages.length) throw badRequest(...messages);
  await assertKnownCompany(ctx, form.company);
  const nonce = randomBytes(24).toString('base64url');
  await repo.saveConsent(ctx.database.db, { company: form.company, nonceHash: sha256(nonce), createdBy: actor.userId });
  return { url: ctx.drive.consentUrl(nonce) };
}

/** Save: the pasted code answers the company's generated URL; the drive's tokens are kept sealed. */
export async function saveCode(ctx: DriveCtx, actor: Actor, form: DriveCodeRequest): Promise<DriveStatus> {
  const messages = validateDriveCode(form);
  if (messages.length) throw badRequest(...messages);
  await assertKnownCompany(ctx, form.company);
  const key = ctx.config.drive.tokenKey;
  // Refused before the code is spent: a token the app cannot seal is never fetched.
  if (ctx.drive.provider === 'google' && !key) throw badRequest(DRIVE_MESSAGES.noTokenKey);
  const { db } = ctx.database;
  const consent = await repo.takeConsent(db, form.company);
  if (!consent || Date.now() - consent.createdAt.getTime() > CONSENT_MAX_AGE_MS) throw badRequest(DRIVE_MESSAGES.urlExpired);
  let tokens;
  try {
    tokens = await ctx.drive.exchangeCode(form.code, consent.nonceHash);
  } catch (error) {
    if (error instanceof DriveCodeRefused) throw badRequest(DRIVE_MESSAGES.codeRefused);
    throw error;
  }
  if (tokens && !key) throw badRequest(DRIVE_MESSAGES.noTokenKey);
  await db.transaction(async (tx) => {
    const [before] = (await repo.listLinks(tx)).filter((l) => l.link.company === form.company);
    await repo.saveLink(tx, {
      company: form.company,
      provider: ctx.drive.provider,
      sealedTokens: tokens && key ? sealTokens(key, tokens) : null,
      linkedBy: actor.userId,
    });
    // Who linked which drive, when: never the tokens.
    await recordAudit(tx, {
      actorUserId: actor.userId,
      entity: 'drive_link',
      entityId: form.company,
      action: 'LINK',
      data: {
        before: before ? { provider: before.link.provider, linkedBy: before.linkedBy } : null,
        after: { provider: ctx.drive.provider, linkedBy: actor.username },
      },
    });
  });
  return getStatus(ctx);
}

export async function retryUpload(ctx: DriveCtx, id: number): Promise<DriveStatus> {
  if (!(await repo.retryUpload(ctx.database.db, id))) throw badRequest(DRIVE_MESSAGES.uploadNotFailed);
  return getStatus(ctx);
}
