import { parseInvoiceStatus, sumMoney, type InvoicePayment } from '@faktura/domain';
import type { ErpPort } from '../../erp/port';

type Payable = { id: number; invoiceNo: string; status: string; instance: string; orgId: number; vendorId: number };

/**
 * What the ERP has paid on each POSTED invoice, read through the ERP port (the ERP owns payments):
 * one call per supplier and company among the rows, narrowed to their invoice numbers.
 */
export async function paymentsByInvoice(erp: ErpPort, rows: readonly Payable[]): Promise<Map<number, InvoicePayment[]>> {
  const posted = rows.filter((r) => parseInvoiceStatus(r.status) === 'POSTED');
  const groups = new Map<string, Payable[]>();
  for (const r of posted) groups.set(`${r.instance}/${r.orgId}/${r.vendorId}`, [...(groups.get(`${r.instance}/${r.orgId}/${r.vendorId}`) ?? []), r]);
  const found = new Map<number, InvoicePayment[]>();
  await Promise.all(
    [...groups.values()].map(async (group) => {
      const numbers = group.map((r) => r.invoiceNo).sort();
      const { instance, orgId, vendorId } = group[0]!;
      const payments = await erp.listPayments({ instance, orgId, vendorId, fromInvoice: numbers[0], toInvoice: numbers[numbers.length - 1] });
      for (const r of group) {
        const own = payments.filter((p) => p.invoiceNum.toUpperCase() === r.invoiceNo.toUpperCase());
        if (own.length)
          found.set(
            r.id,
            own.map((p) => ({ amount: p.amount, paymentDate: p.paymentDate, checkNum: p.checkNum, currencyCode: p.currencyCode })),
          );
      }
    }),
  );
  return found;
}

/** One line for a list: the amount paid so far, the last payment's date and every cheque number. */
export function summarisePayments(payments: readonly InvoicePayment[] | undefined): InvoicePayment | null {
  if (!payments?.length) return null;
  const last = [...payments].sort((a, b) => a.paymentDate.localeCompare(b.paymentDate)).at(-1)!;
  return {
    amount: sumMoney(payments.map((p) => p.amount)),
    paymentDate: last.paymentDate,
    checkNum: [...new Set(payments.map((p) => p.checkNum))].join(', '),
    currencyCode: last.currencyCode,
  };
}
