import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { invoices } from './portal';

/**
 * Transactional outbox of ERP writes (src/outbox/, docs/architecture.md). A row is written in the same
 * transaction as the status change that asks for the write (SUBMIT_TO_ERP), then delivered by a
 * worker. status: PENDING (due at next_attempt_at) → DELIVERING (claimed by one worker until
 * lease_until) → DELIVERED (the ERP took it) | REJECTED (the ERP refused it, reasons in result) |
 * FAILED (no answer after the retry cap; an operator retries it).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** AP_INVOICE: ErpPort.submitInvoice. */
    kind: varchar('kind', { length: 30 }).notNull(),
    instance: varchar('instance', { length: 20 }).notNull(),
    invoiceId: integer('invoice_id').references(() => invoices.id),
    /** Travels with the submission: the ERP answers a second delivery of one key as it did the first. */
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull(),
    /** The submission as it was when the row was written (what the ERP receives). */
    payload: jsonb('payload').notNull(),
    status: varchar('status', { length: 20 }).notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** The claiming worker's token and how long its claim holds (a worker killed mid-delivery lets go when it ends). */
    claimToken: varchar('claim_token', { length: 64 }),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** The ERP's answer: { erpId } or { rejections: [{ code, message, lineNum }] }. */
    result: jsonb('result'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('outbox_idempotency_key_uq').on(t.idempotencyKey),
    // What a worker claims: only the rows still to deliver, oldest first.
    index('outbox_due_idx')
      .on(t.id)
      .where(sql`${t.status} in ('PENDING', 'DELIVERING')`),
    index('outbox_status_idx').on(t.status, t.id),
    index('outbox_invoice_idx').on(t.invoiceId, t.id),
  ],
);
