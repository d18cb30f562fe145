import { normalizeNpwp } from '@faktura/domain';
import type { DbOrTx } from '../../db/client';
import { erpSupplierNpwp, findRecord } from './repo';

export interface TaxIdentity {
  /** 16 digits, or null when neither finance nor the ERP knows it. */
  npwp: string | null;
  /** 22 digits, or null when finance has not recorded it. */
  nitku: string | null;
  /** PORTAL: finance recorded it; ERP: the supplier's NPWP from the ERP's supplier master, converted; NONE. */
  source: 'PORTAL' | 'ERP' | 'NONE';
}

/**
 * The one precedence rule: finance's record first, else the ERP's NPWP (converted; the ERP keeps
 * no NITKU), else nothing. An ERP NPWP of neither shape counts as none rather than being guessed at.
 */
export function identityFrom(recorded: { npwp: string | null; nitku: string | null } | null | undefined, erpNpwp: string | null | undefined): TaxIdentity {
  if (recorded && (recorded.npwp || recorded.nitku)) return { npwp: recorded.npwp, nitku: recorded.nitku, source: 'PORTAL' };
  const npwp = erpNpwp ? normalizeNpwp(erpNpwp) : null;
  if (npwp) return { npwp, nitku: null, source: 'ERP' };
  return { npwp: null, nitku: null, source: 'NONE' };
}

/** A supplier's or company's NPWP and NITKU: finance's record first, else (suppliers) the ERP's NPWP. */
export async function taxIdentityOf(db: DbOrTx, instance: string, partyKind: 'SUPPLIER' | 'COMPANY', partyId: number): Promise<TaxIdentity> {
  const recorded = await findRecord(db, { instance, partyKind, partyId });
  if (partyKind === 'COMPANY' || (recorded && (recorded.npwp || recorded.nitku))) return identityFrom(recorded, null);
  return identityFrom(recorded, await erpSupplierNpwp(db, instance, partyId));
}
