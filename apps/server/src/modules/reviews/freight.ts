import type { ReviewFreightLine } from '@faktura/domain';
import type { InvoiceRow } from '../invoices/index';
import { toExpeditionLine } from '../expedition/index';
import { findBilledFreightLines } from './repo';
import type { ReviewCtx } from './view';

/**
 * The freight (AWB) lines the invoice bills (the v2 review's freight table): the supplier's expedition
 * lines billed under this invoice number, each with the ERP's line (through the port) for the
 * company's side of it: Tagihan AAM, Rate AAM and the MATCH / UNMATCH of the two rates.
 */
export async function invoiceFreightLines(ctx: ReviewCtx, inv: InvoiceRow): Promise<ReviewFreightLine[]> {
  const billed = await findBilledFreightLines(ctx.database.db, inv);
  if (!billed.length) return [];
  const erpLines = new Map((await ctx.erp.listAwbLines({ instance: inv.instance, vendorId: inv.vendorId })).map((a) => [a.awbLineId, a]));
  return billed.flatMap((edit) => {
    const erp = erpLines.get(edit.awbLineId);
    if (!erp) return [];
    const line = toExpeditionLine(erp, edit);
    return [
      {
        reference: line.reference,
        periode: line.periode,
        awb: line.awb,
        awbVendor: line.awbVendor,
        customer: line.customer,
        service: line.service,
        charge: line.charge,
        quantity: line.quantity,
        totalCost: line.totalCharge,
        revisedQuantity: line.revisedQuantity,
        vendorBill: line.freightCharge,
        companyBill: line.totalCompany ?? '0.00',
        vendorRate: line.unitPrice,
        companyRate: line.rateCompany ?? '0.00',
        matchType: line.matchType ?? 'UNMATCH',
        invoiceNo: line.invoiceNo ?? '',
        invoiceDate: line.invoiceDate,
        taxNo: line.taxNo,
        taxDate: line.taxDate,
      },
    ];
  });
}
