import { toScaled } from '@faktura/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { erpOrganizations, erpSuppliers } from '../../db/schema/erp';
import type { ErpWriteResult } from '../port';

/** Shared by the reference ERP's writes: refusals, amount and date parsing, existence checks. */

/** A business refusal: rolls the transaction back and becomes { accepted: false }. */
export class Rejection extends Error {}

export function decimalOrReject(value: string, label: string, scale = 2): bigint {
  try {
    return toScaled(value, scale);
  } catch {
    throw new Rejection(`${label} is not a valid amount: ${value}`);
  }
}

export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}

export function addDays(isoDay: string, days: number): string {
  const d = new Date(`${isoDay}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export async function run(work: () => Promise<ErpWriteResult>, duplicateMessage: string): Promise<ErpWriteResult> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Rejection) return { accepted: false, message: error.message };
    if (isUniqueViolation(error)) return { accepted: false, message: duplicateMessage };
    throw error;
  }
}

export async function requireSupplierAndOrg(tx: DbOrTx, instance: string, vendorId: number, orgId: number): Promise<string> {
  const [supplier] = await tx
    .select({ name: erpSuppliers.name })
    .from(erpSuppliers)
    .where(and(eq(erpSuppliers.instance, instance), eq(erpSuppliers.vendorId, vendorId)));
  if (!supplier) throw new Rejection(`Supplier ${vendorId} does not exist in instance ${instance}`);
  const [org] = await tx
    .select({ orgId: erpOrganizations.orgId })
    .from(erpOrganizations)
    .where(and(eq(erpOrganizations.instance, instance), eq(erpOrganizations.orgId, orgId)));
  if (!org) throw new Rejection(`Organization ${orgId} does not exist in instance ${instance}`);
  return supplier.name;
}
