import { index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { batches, users } from './portal';

/**
 * A company's linked cloud drive (`/drive/code`, docs/decisions/008). `company` is "orgId-instance" or the fixed
 * "ITD" option; the OAuth tokens are one AES-256-GCM sealed value (DRIVE_TOKEN_KEY), never plain.
 */
export const driveLinks = pgTable('drive_links', {
  company: varchar('company', { length: 32 }).primaryKey(),
  provider: varchar('provider', { length: 10 }).notNull(),
  sealedTokens: text('sealed_tokens'),
  linkedBy: integer('linked_by').references(() => users.id),
  linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The URL generated for a company and not used yet: its nonce (sha256) is what a pasted code must answer. */
export const driveConsents = pgTable('drive_consents', {
  company: varchar('company', { length: 32 }).primaryKey(),
  nonceHash: varchar('nonce_hash', { length: 64 }).notNull(),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A submitted batch's documents waiting for (or done with) their drive folder: written in the
 * submission's transaction, worked by a timer after it commits, retried with backoff on failure.
 */
export const driveUploads = pgTable(
  'drive_uploads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id),
    /** The batch's number and company as submitted: the folder's name and whose drive it goes to. */
    batchNo: varchar('batch_no', { length: 30 }).notNull(),
    orgId: integer('org_id').notNull(),
    instance: varchar('instance', { length: 20 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    folder: varchar('folder', { length: 300 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('drive_uploads_batch_uq').on(t.batchId), index('drive_uploads_due_idx').on(t.status, t.nextAttemptAt)],
);
