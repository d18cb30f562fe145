import { expeditionAmounts, formatQuantity, money, toScaled, type ExpeditionLine, type ExpeditionSearch } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { cancellable, type RequestSignal } from '../../lib/cancellable';
import type { ErpAwbLine } from '../../erp/port';
import type { VendorScopeEntry } from '../auth/index';
import { findLineEdits, findLineStates, type LineEditRow } from './repo';

const NO_FEES = { packing: '0.00', inap: '0.00', bongkarMuat: '0.00', surcharge: '0.00', thr: '0.00', insentif: '0.00', lain: '0.00' };

/** Whether the supplier's price agrees with the company's rate: MATCH or UNMATCH. */
const matchOf = (unitPrice: string, rateCompany: string) => (toScaled(unitPrice) === toScaled(rateCompany) ? 'MATCH' : 'UNMATCH');

/**
 * One AWB line as Proses Tagihan shows it: the ERP's line with the portal's billing of it. A line
 * not billed yet is charged its ERP quantity at the supplier's rate, with no other charges.
 */
export function toExpeditionLine(erp: ErpAwbLine, edit: LineEditRow | undefined): ExpeditionLine {
  const billed = edit
    ? {
        revisedQuantity: formatQuantity(edit.revisedQuantity),
        unitPrice: money(edit.unitPrice),
        freightCharge: money(edit.freightCharge),
        packing: money(edit.packing),
        inap: money(edit.inap),
        bongkarMuat: money(edit.bongkarMuat),
        surcharge: money(edit.surcharge),
        thr: money(edit.thr),
        insentif: money(edit.insentif),
        lain: money(edit.lain),
        totalCharge: money(edit.totalCharge),
      }
    : (() => {
        const charges = { revisedQuantity: formatQuantity(erp.quantity), unitPrice: money(erp.rateVendor), ...NO_FEES };
        return { ...charges, ...expeditionAmounts(charges) };
      })();
  return {
    awbLineId: erp.awbLineId,
    instance: erp.instance,
    orgId: erp.orgId,
    vendorId: erp.vendorId,
    branch: erp.branch,
    reference: erp.reference,
    periode: erp.periode,
    shipDate: erp.shipDate,
    awb: erp.awb,
    awbVendor: erp.awbVendor,
    customer: erp.customer,
    service: erp.service,
    charge: erp.charge,
    quantity: formatQuantity(erp.quantity),
    ...billed,
    totalCompany: money(erp.totalCompany),
    rateVendor: money(erp.rateVendor),
    rateCompany: money(erp.rateCompany),
    matchType: matchOf(billed.unitPrice, erp.rateCompany),
    invoiceNo: edit?.invoiceNo ?? null,
    invoiceDate: edit?.invoiceDate ?? null,
    taxNo: edit?.taxNo ?? null,
    taxDate: edit?.taxDate ?? null,
    status: edit ? (edit.status === 'SUBMITTED' ? 'SUBMITTED' : 'SAVED') : 'OPEN',
    revision: edit?.revision ?? 0,
  };
}

type LineFilter = Partial<Pick<ExpeditionSearch, 'fromDate' | 'toDate' | 'awb' | 'paymentSite' | 'branch' | 'invoiceNo'>>;

/**
 * The supplier's AWB lines in its company matching the filters, oldest shipment first. HO pays
 * every branch's lines; Branch only the chosen branch's. The invoice number filter matches part
 * of the number the lines are billed under.
 */
export async function loadExpeditionLines(
  ctx: Pick<AppDeps, 'database' | 'erp'>,
  vendor: VendorScopeEntry,
  filter: LineFilter = {},
  signal?: RequestSignal,
): Promise<ExpeditionLine[]> {
  const [erpLines, edits] = await Promise.all([
    ctx.erp.listAwbLines({
      instance: vendor.instance,
      vendorId: vendor.vendorId,
      fromDate: filter.fromDate || undefined,
      toDate: filter.toDate || undefined,
      awb: filter.awb || undefined,
      branch: filter.paymentSite === 'Branch' ? filter.branch : undefined,
    }),
    cancellable(ctx.database, signal, (own) => findLineEdits(own, vendor)),
  ]);
  const byId = new Map(edits.map((e) => [e.awbLineId, e]));
  const invoiceNo = filter.invoiceNo?.trim().toUpperCase();
  return erpLines
    .filter((line) => line.orgId === vendor.orgId)
    .map((line) => toExpeditionLine(line, byId.get(line.awbLineId)))
    .filter((line) => !invoiceNo || (line.invoiceNo ?? '').toUpperCase().includes(invoiceNo));
}

/** One AWB line as the upload checks a file row against it: its id, state and what an empty cell keeps. */
export type UploadTarget = {
  awbLineId: number;
  reference: string;
  status: ExpeditionLine['status'];
  /** As Proses Tagihan shows them (billed, or the ERP's quantity at the supplier's rate), formatted only when asked. */
  revisedQuantity: () => string;
  unitPrice: () => string;
  invoiceNo: string | null;
  invoiceDate: string | null;
};

/**
 * The supplier's AWB lines in its company as the upload needs them: the same lines, states and
 * defaults as loadExpeditionLines gives, without building each whole line (amounts, masks) — a
 * 10,000-line supplier's upload would otherwise spend its time on columns it never reads.
 */
export async function loadUploadTargets(ctx: Pick<AppDeps, 'database' | 'erp'>, vendor: VendorScopeEntry): Promise<UploadTarget[]> {
  const [erpLines, states] = await Promise.all([
    ctx.erp.listAwbLines({ instance: vendor.instance, vendorId: vendor.vendorId }),
    findLineStates(ctx.database.db, vendor),
  ]);
  const byId = new Map(states.map((e) => [e.awbLineId, e]));
  const targets: UploadTarget[] = [];
  for (const erp of erpLines) {
    if (erp.orgId !== vendor.orgId) continue;
    const edit = byId.get(erp.awbLineId);
    targets.push({
      awbLineId: erp.awbLineId,
      reference: erp.reference,
      status: edit ? (edit.status === 'SUBMITTED' ? 'SUBMITTED' : 'SAVED') : 'OPEN',
      revisedQuantity: () => formatQuantity(edit ? edit.revisedQuantity : erp.quantity),
      unitPrice: () => money(edit ? edit.unitPrice : erp.rateVendor),
      invoiceNo: edit?.invoiceNo ?? null,
      invoiceDate: edit?.invoiceDate ?? null,
    });
  }
  return targets;
}
