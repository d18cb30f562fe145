import { parseInvoiceStatus, type InvoicePayment } from '@faktura/domain';
import type { ErpPort } from '../../erp/port';

type Payable = { id: number; status: string; instance: string };

/**
 * What the ERP has paid on each POSTED invoice (the sum so far, the latest payment's date and
 * cheque number), read through the ERP port by the portal's invoice ids: one call per instance.
 */
export async function paymentsByInvoice(erp: ErpPort, rows: readonly Payable[]): Promise<Map<number, InvoicePayment>> {
  const byInstance = new Map<string, number[]>();
  for (const r of rows) {
    if (parseInvoiceStatus(r.status) === 'POSTED') byInstance.set(r.instance, [...(byInstance.get(r.instance) ?? []), r.id]);
  }
  const found = new Map<number, InvoicePayment>();
  await Promise.all(
    [...byInstance].map(async ([instance, portalInvoiceIds]) => {
      for (const p of await erp.listPortalInvoicePayments({ instance, portalInvoiceIds })) {
        found.set(p.portalInvoiceId, { amount: p.amountPaid, paymentDate: p.paymentDate, checkNum: p.checkNum, currencyCode: p.currencyCode });
      }
    }),
  );
  return found;
}
