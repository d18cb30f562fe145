import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { invoices, users } from './portal';

/**
 * A company's payment runs: the days the buyer pays what has fallen due. An approved invoice is
 * expected to be paid on the first run on or after its due date (docs/supplier-transparency.md).
 * Runs fall on ISO weekdays (1 Monday … 7 Sunday) and/or days of the month (a day past the
 * month's end means its last day); a company with no row pays on the due date itself.
 */
export const paymentRuns = pgTable(
  'payment_runs',
  {
    instance: varchar('instance', { length: 20 }).notNull(),
    orgId: integer('org_id').notNull(),
    weekdays: smallint('weekdays')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    monthDays: smallint('month_days')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.instance, t.orgId] }),
    check(
      'payment_runs_days_ck',
      sql`${t.weekdays} <@ '{1,2,3,4,5,6,7}'::smallint[] and ${t.monthDays} <@ '{1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31}'::smallint[]`,
    ),
  ],
);

/**
 * The withholding slip (bukti potong PPh) finance recorded for an invoice's withheld tax: shown on
 * the remittance advice of the payment that settles it.
 */
export const withholdingSlips = pgTable('withholding_slips', {
  invoiceId: integer('invoice_id')
    .primaryKey()
    .references(() => invoices.id, { onDelete: 'cascade' }),
  slipNo: varchar('slip_no', { length: 60 }).notNull(),
  slipDate: date('slip_date', { mode: 'string' }),
  recordedBy: integer('recorded_by').references(() => users.id),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Mail waiting to be sent, written in the same transaction as the event it tells about and sent
 * by a worker over SMTP (retried while the server is down). dedupe_key makes one event one mail:
 * writing it twice keeps the first. status: PENDING → SENDING (claimed until lease_until) → SENT |
 * FAILED (gave up after the retry cap).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    dedupeKey: varchar('dedupe_key', { length: 200 }).notNull(),
    /** What the mail is about (INVOICE_REJECTED, TASK_ASSIGNED, …): a user's preferences choose by it. */
    event: varchar('event', { length: 40 }).notNull(),
    userId: integer('user_id').references(() => users.id),
    toAddress: varchar('to_address', { length: 200 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    status: varchar('status', { length: 20 }).notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimToken: varchar('claim_token', { length: 64 }),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** The SMTP server's Message-ID of the sent mail. */
    messageId: varchar('message_id', { length: 300 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mail_outbox_dedupe_uq').on(t.dedupeKey),
    index('mail_outbox_due_idx')
      .on(t.id)
      .where(sql`${t.status} in ('PENDING', 'SENDING')`),
    index('mail_outbox_user_idx').on(t.userId, t.createdAt),
  ],
);

/** Which events mail a user (no row: the event's default), and whether finance gets a daily digest instead. */
export const mailPreferences = pgTable(
  'mail_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: varchar('event', { length: 40 }).notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.event] })],
);

/**
 * A link sent by e-mail that lets its recipient act without a password: decide a recommender task,
 * or read an invoice's timeline after a one-time code. Only the SHA-256 of the token is kept; a link
 * is bound to one user and one subject, used at most once, and expires.
 */
export const emailLinks = pgTable(
  'email_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    /** TASK_DECISION or INVOICE_VIEW. */
    purpose: varchar('purpose', { length: 20 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** INVOICE_VIEW: the one-time code mailed to the same address (its hash), when it expires, and wrong tries. */
    codeHash: varchar('code_hash', { length: 64 }),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeAttempts: integer('code_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_links_token_uq').on(t.tokenHash),
    index('email_links_user_idx').on(t.userId, t.createdAt),
    check('email_links_purpose_ck', sql`${t.purpose} in ('TASK_DECISION', 'INVOICE_VIEW')`),
  ],
);
