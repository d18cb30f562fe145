import { and, desc, eq, isNull } from 'drizzle-orm';
import { invoiceTypeCode } from '@faktura/domain';
import type { DbOrTx } from '../../db/client';
import { invoices } from '../../db/schema/index';
import { scopeCondition } from '../../lib/scope-filter';
import type { VendorScope } from '../auth/index';

/** Proxy invoices in the actor's scope (a PIC's mapped suppliers) of one company, in no batch yet: the proxy batch's modal. */
export async function findProxyInvoices(db: DbOrTx, scope: VendorScope, company: { instance: string; orgId: number }) {
  return db
    .select()
    .from(invoices)
    .where(
      and(
        scopeCondition(scope, invoices),
        eq(invoices.instance, company.instance),
        eq(invoices.orgId, company.orgId),
        eq(invoices.invoiceType, invoiceTypeCode('PROXY')),
        isNull(invoices.batchId),
      ),
    )
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(500);
}
