import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { erpSkReferences } from '../../db/schema/non-po';
import type { ErpContracts } from '../port';
import { isoDate } from './format';

/** A supplier's SK references in one company, earliest first. */
export function createContracts(db: Db): ErpContracts {
  return {
    async listSkReferences(instance, orgId, vendorId) {
      const t = erpSkReferences;
      const rows = await db
        .select()
        .from(t)
        .where(and(eq(t.instance, instance), eq(t.orgId, orgId), eq(t.vendorId, vendorId)))
        .orderBy(asc(t.startDate), asc(t.referenceNumber));
      return rows.map((r) => ({
        referenceNumber: r.referenceNumber,
        description: r.description,
        startDate: isoDate(r.startDate),
        endDate: isoDate(r.endDate),
      }));
    },
  };
}
