import { and, eq, like, or, sql } from 'drizzle-orm';
import type { TaxPartyKind } from '@faktura/domain';
import type { DbOrTx } from '../../db/client';
import { erpSuppliers, taxRegistrations, users } from '../../db/schema/index';

export type PartyKey = { instance: string; partyKind: TaxPartyKind; partyId: number };

const keyOf = (k: PartyKey) =>
  and(eq(taxRegistrations.instance, k.instance), eq(taxRegistrations.partyKind, k.partyKind), eq(taxRegistrations.partyId, k.partyId));

const columns = {
  instance: taxRegistrations.instance,
  partyKind: taxRegistrations.partyKind,
  partyId: taxRegistrations.partyId,
  npwp: taxRegistrations.npwp,
  nitku: taxRegistrations.nitku,
  updatedBy: users.username,
  updatedAt: taxRegistrations.updatedAt,
};

export type RecordRow = {
  instance: string;
  partyKind: string;
  partyId: number;
  npwp: string | null;
  nitku: string | null;
  updatedBy: string | null;
  updatedAt: Date | string;
};

/** Finance's records of these parties (a page's worth). */
export async function findRecords(db: DbOrTx, keys: PartyKey[]): Promise<RecordRow[]> {
  if (!keys.length) return [];
  return db
    .select(columns)
    .from(taxRegistrations)
    .leftJoin(users, eq(users.id, taxRegistrations.updatedBy))
    .where(or(...keys.map(keyOf)));
}

export async function findRecord(db: DbOrTx, key: PartyKey, lock = false): Promise<RecordRow | undefined> {
  const query = db.select(columns).from(taxRegistrations).leftJoin(users, eq(users.id, taxRegistrations.updatedBy)).where(keyOf(key));
  const [row] = lock ? await query.for('update', { of: taxRegistrations }) : await query;
  return row;
}

/** Parties whose recorded NPWP or NITKU holds these digits, so a search by number finds them whatever the ERP holds. */
export async function findByDigits(db: DbOrTx, digits: string): Promise<PartyKey[]> {
  const pattern = `%${digits}%`;
  const rows = await db
    .select({ instance: taxRegistrations.instance, partyKind: taxRegistrations.partyKind, partyId: taxRegistrations.partyId })
    .from(taxRegistrations)
    .where(or(like(taxRegistrations.npwp, pattern), like(taxRegistrations.nitku, pattern)))
    .limit(1000);
  return rows.map((r) => ({ ...r, partyKind: r.partyKind as TaxPartyKind }));
}

export async function upsert(db: DbOrTx, key: PartyKey, values: { npwp: string | null; nitku: string | null; updatedBy: number }) {
  const now = new Date();
  await db
    .insert(taxRegistrations)
    .values({ ...key, ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: [taxRegistrations.instance, taxRegistrations.partyKind, taxRegistrations.partyId],
      set: { npwp: values.npwp, nitku: values.nitku, updatedBy: values.updatedBy, updatedAt: sql`now()` },
    });
}

export async function remove(db: DbOrTx, key: PartyKey) {
  await db.delete(taxRegistrations).where(keyOf(key));
}

/**
 * The supplier's NPWP in the ERP's supplier master, read from the reference ERP's table directly:
 * taxIdentityOf takes only a database handle, so that every module can call it inside its own
 * transaction (a real ERP adapter would sync this column).
 */
export async function erpSupplierNpwp(db: DbOrTx, instance: string, vendorId: number): Promise<string | null> {
  const [row] = await db
    .select({ npwp: erpSuppliers.npwp })
    .from(erpSuppliers)
    .where(and(eq(erpSuppliers.instance, instance), eq(erpSuppliers.vendorId, vendorId)));
  return row?.npwp ?? null;
}
