import * as drizzle from 'drizzle-orm';
import { count, eq, sql } from 'drizzle-orm';
import { bigint, integer, jsonb, numeric, pgTable, QueryBuilder, text, timestamp, date } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileRowMapper, type OrderedField } from '../../src/db/row-mapper';
import { batches, invoices, sessions, users } from '../../src/db/schema/index';

// Drizzle's own field order and row mapping (exported at run time, not in its type declarations).
const { orderSelectedFields, mapResultRow } = drizzle as unknown as {
  orderSelectedFields: (fields: Record<string, unknown>) => OrderedField[];
  mapResultRow: (fields: OrderedField[], row: unknown[], joinsNotNullableMap?: Record<string, boolean>) => unknown;
};

type Built = { _: { selectedFields: Record<string, unknown> }; joinsNotNullableMap?: Record<string, boolean> };
const qb = new QueryBuilder();

/** Every kind of decoder a column can have, in one table. */
const kinds = pgTable('kinds', {
  id: integer('id').primaryKey(),
  big: bigint('big', { mode: 'number' }),
  bigText: bigint('big_text', { mode: 'bigint' }),
  amount: numeric('amount', { precision: 18, scale: 2 }),
  amountNumber: numeric('amount_number', { mode: 'number' }),
  day: date('day', { mode: 'string' }),
  dayDate: date('day_date'),
  at: timestamp('at', { withTimezone: true }),
  atText: timestamp('at_text', { mode: 'string' }),
  note: text('note'),
  doc: jsonb('doc'),
});

/** What a driver may hand over for a field: null, or a text/number as PostgreSQL's text protocol gives it. */
const driverValue = fc.oneof(
  fc.constant(null),
  fc.constantFrom('0', '12', '-7', '2026-06-02', '2026-06-02 10:11:12+07', '123456.78', 'text', '{"a":1}'),
  fc.integer(),
  fc.record({ a: fc.integer() }),
);

const outcome = (map: () => unknown) => {
  try {
    return { rows: map() };
  } catch (error) {
    return { error: String(error) };
  }
};

const selections: Record<string, Built> = {
  'every column kind': qb.select().from(kinds) as unknown as Built,
  'sql fields, mapped and not': qb
    .select({
      id: kinds.id,
      n: count(),
      total: sql<string>`sum(${kinds.amount})`.mapWith(String),
      asNumber: sql<number>`1`.mapWith(Number),
      raw: sql`now()`,
      aliased: sql<string>`'x'`.as('aliased'),
    })
    .from(kinds) as unknown as Built,
  'nested objects of an inner join': qb
    .select({ session: { id: sessions.id, orgId: sessions.orgId }, user: { id: users.id, username: users.username } })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId)),
  'a left join, its object null when its table is empty': qb
    .select({ id: invoices.id, batch: { id: batches.id, batchNo: batches.batchNo }, total: invoices.totalAmount })
    .from(invoices)
    .leftJoin(batches, eq(batches.id, invoices.batchId)),
  'a left join object mixing tables (never nulled)': qb
    .select({ id: invoices.id, mixed: { batchNo: batches.batchNo, invoiceNo: invoices.invoiceNo, extra: sql<number>`1`.mapWith(Number) } })
    .from(invoices)
    .leftJoin(batches, eq(batches.id, invoices.batchId)),
  'a whole joined table': qb.select().from(invoices).leftJoin(batches, eq(batches.id, invoices.batchId)),
};

describe('compileRowMapper: the same rows as Drizzle maps them', () => {
  for (const [name, select] of Object.entries(selections)) {
    it(name, () => {
      const fields = orderSelectedFields(select._.selectedFields);
      const joins = select.joinsNotNullableMap;
      const mapRows = compileRowMapper(fields, joins);
      fc.assert(
        fc.property(fc.array(fc.array(driverValue, { minLength: fields.length, maxLength: fields.length }), { maxLength: 5 }), (rows) => {
          // A value a decoder cannot read (a number for a date) fails both alike.
          expect(outcome(() => mapRows(rows))).toEqual(outcome(() => rows.map((row) => mapResultRow(fields, row, joins))));
        }),
        { numRuns: 300 },
      );
    });
  }

  it('nulls a left-joined object whose table is empty, and keeps it when it is not', () => {
    const select = selections['a left join, its object null when its table is empty']!;
    const mapRows = compileRowMapper(orderSelectedFields(select._.selectedFields), select.joinsNotNullableMap);
    expect(
      mapRows([
        [1, null, null, '10.00'],
        [2, 7, 'SB1', '5.00'],
      ]),
    ).toEqual([
      { id: 1, batch: null, total: '10.00' },
      { id: 2, batch: { id: 7, batchNo: 'SB1' }, total: '5.00' },
    ]);
  });

  it('takes keys as data, never as code', () => {
    const key = 'a"); throw new Error("x"); ("';
    expect(compileRowMapper(orderSelectedFields({ [key]: sql`1` }))([[1]])).toEqual([{ [key]: 1 }]);
    expect(() => compileRowMapper([{ path: ['__proto__'], field: sql`1` }])).toThrow('A selection field may not be named __proto__');
  });
});
