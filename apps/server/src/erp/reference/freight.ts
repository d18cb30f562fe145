import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { erpAwbLines, erpFreightBranches, erpTravelOrders } from '../../db/schema/erp';
import type { ErpFreight } from '../port';
import { int, isoDate, money, qty } from './format';

export function createFreight(db: Db): ErpFreight {
  return {
    /** AWB lines of a freight supplier; dates filter on the ship date. */
    async listAwbLines({ instance, vendorId, fromDate, toDate, awb, branch }) {
      const a = erpAwbLines;
      const rows = await db
        .select()
        .from(a)
        .where(
          and(
            eq(a.instance, instance),
            eq(a.vendorId, vendorId),
            fromDate ? gte(a.shipDate, fromDate) : undefined,
            toDate ? lte(a.shipDate, toDate) : undefined,
            awb?.trim() ? eq(a.awb, awb.trim()) : undefined,
            branch?.trim() ? sql`upper(${a.branch}) = ${branch.trim().toUpperCase()}` : undefined,
          ),
        )
        .orderBy(asc(a.shipDate), asc(a.awbLineId));
      return rows.map((r) => ({
        instance: r.instance,
        awbLineId: int(r.awbLineId),
        vendorId: int(r.vendorId),
        orgId: int(r.orgId),
        branch: r.branch,
        reference: r.reference,
        periode: r.periode,
        awb: r.awb,
        awbVendor: r.awbVendor,
        customer: r.customer,
        service: r.service,
        charge: r.charge,
        quantity: qty(r.quantity),
        rateVendor: money(r.rateVendor),
        rateCompany: money(r.rateCompany),
        totalCompany: money(r.totalCompany),
        shipDate: isoDate(r.shipDate),
      }));
    },

    async listBranches(instance, vendorId) {
      const b = erpFreightBranches;
      const rows = await db
        .select({ orgId: b.branchOrgId, name: b.name })
        .from(b)
        .where(and(eq(b.instance, instance), eq(b.vendorId, vendorId)))
        .orderBy(asc(b.name));
      return rows.map((r) => ({ orgId: int(r.orgId), name: r.name }));
    },

    /** Rental/travel bookings by supplier name (the legacy e-travel call has no instance). */
    async listTravelOrders(supplierName) {
      const name = supplierName.trim().toUpperCase();
      if (!name) return [];
      const o = erpTravelOrders;
      const rows = await db
        .select()
        .from(o)
        .where(sql`upper(${o.supplierName}) = ${name}`)
        .orderBy(desc(o.startDate), asc(o.travelOrderNo));
      return rows.map((r) => ({
        travelOrderNo: r.travelOrderNo,
        guestName: r.guestName,
        startDate: isoDate(r.startDate),
        endDate: isoDate(r.endDate),
        supplierName: r.supplierName,
      }));
    },
  };
}
