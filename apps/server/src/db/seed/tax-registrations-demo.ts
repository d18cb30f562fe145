import { headOfficeNitku, normalizeNpwp } from '@faktura/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { erpSuppliers, taxRegistrations } from '../schema/index';

/**
 * The demo's Coretax registrations kept by finance. Each company's legal entity has one NPWP; the
 * head office holds NITKU 000000, each estate or branch its own place of business (000001, …).
 * Suppliers 3001/7001 (the same PT in two ERPs), 3002 (billing from its Bandung branch) and 3003
 * have finance's record; every other supplier shows the ERP's NPWP only, and AAM 3012 has none.
 */
const AAM_NPWP = '0013002456091000';
const COMET_NPWP = '0027415550412000';

const COMPANIES = [
  { instance: 'AAM', orgId: 82, npwp: AAM_NPWP, place: '000000' },
  { instance: 'AAM', orgId: 81, npwp: AAM_NPWP, place: '000001' },
  { instance: 'AAM', orgId: 83, npwp: AAM_NPWP, place: '000002' },
  { instance: 'COMET', orgId: 201, npwp: COMET_NPWP, place: '000000' },
  { instance: 'COMET', orgId: 202, npwp: COMET_NPWP, place: '000001' },
];

/** Suppliers with finance's record: their NPWP as the ERP has it (converted), or another supplier's when it is the same taxpayer. */
const SUPPLIERS = [
  { instance: 'AAM', vendorId: 3001, npwpOf: { instance: 'AAM', vendorId: 3001 }, place: '000000' },
  { instance: 'COMET', vendorId: 7001, npwpOf: { instance: 'AAM', vendorId: 3001 }, place: '000000' },
  { instance: 'AAM', vendorId: 3002, npwpOf: { instance: 'AAM', vendorId: 3002 }, place: '000001' },
  { instance: 'AAM', vendorId: 3003, npwpOf: { instance: 'AAM', vendorId: 3003 }, place: '000000' },
];

export async function seedTaxRegistrationsDemo(db: Db): Promise<void> {
  const rows: Array<typeof taxRegistrations.$inferInsert> = COMPANIES.map((c) => ({
    instance: c.instance,
    partyKind: 'COMPANY',
    partyId: c.orgId,
    npwp: c.npwp,
    nitku: c.place === '000000' ? headOfficeNitku(c.npwp) : `${c.npwp}${c.place}`,
  }));
  for (const s of SUPPLIERS) {
    const [erp] = await db
      .select({ npwp: erpSuppliers.npwp })
      .from(erpSuppliers)
      .where(and(eq(erpSuppliers.instance, s.npwpOf.instance), eq(erpSuppliers.vendorId, s.npwpOf.vendorId)));
    const npwp = erp?.npwp ? normalizeNpwp(erp.npwp) : null;
    if (!npwp) continue;
    rows.push({ instance: s.instance, partyKind: 'SUPPLIER', partyId: s.vendorId, npwp, nitku: `${npwp}${s.place}` });
  }
  // Seeded once per empty database; a second run changes nothing.
  await db.insert(taxRegistrations).values(rows).onConflictDoNothing();
}
