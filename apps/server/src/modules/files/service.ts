import fs from 'node:fs';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_MESSAGES, isAllowedExtension } from '@faktura/domain';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { attachments } from '../../db/schema/index';
import { HttpError, badRequest, forbidden, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/index';
import type { Actor } from '../auth/index';
import { loadVendorScope } from '../auth/index';
import { getInvoiceInScope, loadPermissions } from '../invoices/index';
import { sniffContentType } from './sniff';
import type { FileStore } from './storage';

export type FilesCtx = Pick<AppDeps, 'database' | 'config'> & { store: FileStore };

const FILE_NOT_FOUND = 'File not found';

async function readHead(path: string): Promise<Buffer> {
  const handle = await fs.promises.open(path, 'r');
  try {
    const buffer = Buffer.alloc(8);
    const { bytesRead } = await handle.read(buffer, 0, 8, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Receives one multipart file: extension from the spec's list, size under the limit, first
 * bytes matching the extension; stored under a generated name. Nothing is kept on refusal.
 */
async function receive(ctx: FilesCtx, request: FastifyRequest) {
  const limitMb = Math.round(ctx.config.uploadLimitBytes / (1024 * 1024));
  const part = await request.file({ limits: { fileSize: ctx.config.uploadLimitBytes, files: 1, fields: 5 } });
  if (!part) throw badRequest('No file received');
  if (!isAllowedExtension(part.filename)) {
    part.file.resume();
    throw badRequest(UPLOAD_MESSAGES.extension);
  }
  const storedName = ctx.store.newName();
  let size: number;
  try {
    size = await ctx.store.write(storedName, part.file);
  } catch (error) {
    await ctx.store.remove(storedName);
    if ((error as { statusCode?: number }).statusCode === 413) throw new HttpError(413, [UPLOAD_MESSAGES.tooLarge(limitMb)]);
    throw error;
  }
  const refuse = async (status: number, message: string) => {
    await ctx.store.remove(storedName);
    return new HttpError(status, [message]);
  };
  if (part.file.truncated) throw await refuse(413, UPLOAD_MESSAGES.tooLarge(limitMb));
  if (size === 0) throw await refuse(400, UPLOAD_MESSAGES.empty);
  const contentType = sniffContentType(part.filename, await readHead(ctx.store.pathOf(storedName)));
  if (!contentType) throw await refuse(400, UPLOAD_MESSAGES.contentMismatch);
  return { originalName: part.filename.slice(-255), storedName, size, contentType };
}

/** An upload made before its invoice exists (the create form): owned by its uploader until saved. */
export async function uploadPending(ctx: FilesCtx, actor: Actor, request: FastifyRequest) {
  const file = await receive(ctx, request);
  const [row] = await ctx.database.db
    .insert(attachments)
    .values({ ...file, uploadedBy: actor.userId })
    .returning();
  return toDto(row!);
}

export async function uploadToInvoice(ctx: FilesCtx, actor: Actor, invoiceId: number, request: FastifyRequest) {
  const { db } = ctx.database;
  const invoice = await getInvoiceInScope(db, await loadVendorScope(db, actor), invoiceId);
  if (!(await loadPermissions(db, invoice, actor.typeUser)).canUpload) throw forbidden(`Files cannot be added to an invoice in status ${invoice.status}`);
  const file = await receive(ctx, request);
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(attachments)
      .values({ ...file, uploadedBy: actor.userId, invoiceId })
      .returning();
    await recordAudit(tx, { actorUserId: actor.userId, entity: 'invoice', entityId: String(invoiceId), action: 'ATTACH', data: { file: file.originalName } });
    return inserted!;
  });
  return toDto(row);
}

/** A file is readable by its uploader while unattached, else by whoever may see its invoice. */
async function findReadable(ctx: FilesCtx, actor: Actor, fileId: number) {
  const { db } = ctx.database;
  const [file] = await db.select().from(attachments).where(eq(attachments.id, fileId));
  if (!file) throw notFound(FILE_NOT_FOUND);
  if (file.invoiceId === null) {
    if (file.uploadedBy !== actor.userId) throw notFound(FILE_NOT_FOUND);
  } else {
    await getInvoiceInScope(db, await loadVendorScope(db, actor), file.invoiceId).catch(() => {
      throw notFound(FILE_NOT_FOUND);
    });
  }
  return file;
}

export async function openDownload(ctx: FilesCtx, actor: Actor, fileId: number) {
  const file = await findReadable(ctx, actor, fileId);
  return { file, stream: ctx.store.read(file.storedName) };
}

/** Attachment delete: by the invoice's permissions (the domain's rule for every kind). */
export async function deleteAttachment(ctx: FilesCtx, actor: Actor, invoiceId: number, fileId: number) {
  const { db } = ctx.database;
  const invoice = await getInvoiceInScope(db, await loadVendorScope(db, actor), invoiceId);
  if (!(await loadPermissions(db, invoice, actor.typeUser)).canDeleteAttachment)
    throw forbidden(`Files of an invoice in status ${invoice.status} cannot be deleted`);
  const [file] = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.id, fileId), eq(attachments.invoiceId, invoiceId)));
  if (!file) throw notFound(FILE_NOT_FOUND);
  await db.transaction(async (tx) => {
    await tx.delete(attachments).where(eq(attachments.id, fileId));
    await recordAudit(tx, { actorUserId: actor.userId, entity: 'invoice', entityId: String(invoiceId), action: 'DETACH', data: { file: file.originalName } });
  });
  await ctx.store.remove(file.storedName);
}

function toDto(row: typeof attachments.$inferSelect) {
  return { id: row.id, filename: row.originalName, size: row.size, uploadedAt: row.createdAt.toISOString() };
}
