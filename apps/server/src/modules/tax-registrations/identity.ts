import { normalizeNpwp } from '@faktura/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { erpSuppliers, taxRegistrations } from '../../db/schema/index';

export interface TaxIdentity {
  /** 16 digits, or null when neither finance nor the ERP knows it. */
  npwp: string | null;
  /** 22 digits, or null when finance has not recorded it. */
  nitku: string | null;
  /** PORTAL: finance recorded it; ERP: the supplier's NPWP from the ERP's supplier master, converted; NONE. */
  source: 'PORTAL' | 'ERP' | 'NONE';
}

/** A supplier's or company's NPWP and NITKU: finance's record first, else (suppliers) the ERP's NPWP. */
export async function taxIdentityOf(db: DbOrTx, instance: string, partyKind: 'SUPPLIER' | 'COMPANY', partyId: number): Promise<TaxIdentity> {
  const [recorded] = await db
    .select({ npwp: taxRegistrations.npwp, nitku: taxRegistrations.nitku })
    .from(taxRegistrations)
    .where(and(eq(taxRegistrations.instance, instance), eq(taxRegistrations.partyKind, partyKind), eq(taxRegistrations.partyId, partyId)));
  if (recorded && (recorded.npwp || recorded.nitku)) return { npwp: recorded.npwp, nitku: recorded.nitku, source: 'PORTAL' };
  if (partyKind === 'SUPPLIER') {
    const [supplier] = await db
      .select({ npwp: erpSuppliers.npwp })
      .from(erpSuppliers)
      .where(and(eq(erpSuppliers.instance, instance), eq(erpSuppliers.vendorId, partyId)));
    const npwp = supplier?.npwp ? normalizeNpwp(supplier.npwp) : null;
    if (npwp) return { npwp, nitku: null, source: 'ERP' };
  }
  return { npwp: null, nitku: null, source: 'NONE' };
}
