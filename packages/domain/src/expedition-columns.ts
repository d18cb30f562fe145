import type { ExpeditionLine } from './expedition';
import { isTransportUser, type UserType } from './roles';

/**
 * Who sees which columns of Proses Tagihan (`/expedition`) and its downloads. Finance and PIC see every column; role
 * FIN the same without the company's total (the AAM total column); a supplier
 * (the transport flag's "transport export format") its own bill: not the company's rate,
 * total or the match of the two.
 */
export const EXPEDITION_COLUMN_SETS = ['full', 'fin', 'transport'] as const;
export type ExpeditionColumnSet = (typeof EXPEDITION_COLUMN_SETS)[number];

export function expeditionColumnSet(user: { typeUser: UserType; role: string | null; description: string | null }): ExpeditionColumnSet {
  if (user.typeUser === 'VENDOR' || isTransportUser(user.description)) return 'transport';
  return user.role === 'FIN' ? 'fin' : 'full';
}

/** The upload input is hidden in transport mode; the server refuses it there too. */
export function canUploadExpedition(user: { description: string | null }): boolean {
  return !isTransportUser(user.description);
}

export type ExpeditionColumnKey = Exclude<keyof ExpeditionLine, 'awbLineId' | 'instance' | 'orgId' | 'vendorId' | 'revision' | 'shipDate'>;
export type ExpeditionColumn = { key: ExpeditionColumnKey; label: string; kind: 'text' | 'money' | 'quantity' | 'date' };

const ALL: readonly ExpeditionColumn[] = [
  { key: 'branch', label: 'Branch', kind: 'text' },
  { key: 'reference', label: 'Reference', kind: 'text' },
  { key: 'periode', label: 'Periode', kind: 'text' },
  { key: 'awb', label: 'AWB', kind: 'text' },
  { key: 'awbVendor', label: 'AWB Vendor', kind: 'text' },
  { key: 'customer', label: 'Customer', kind: 'text' },
  { key: 'service', label: 'Service', kind: 'text' },
  { key: 'charge', label: 'Charge', kind: 'text' },
  { key: 'quantity', label: 'Jumlah COLLY/KG', kind: 'quantity' },
  { key: 'revisedQuantity', label: 'Revisi COLLY/KG', kind: 'quantity' },
  { key: 'unitPrice', label: 'Harga Satuan', kind: 'money' },
  { key: 'freightCharge', label: 'Tagihan Ekspedisi', kind: 'money' },
  { key: 'packing', label: 'Biaya Packing', kind: 'money' },
  { key: 'inap', label: 'Biaya Inap', kind: 'money' },
  { key: 'bongkarMuat', label: 'Biaya Bongkar Muat', kind: 'money' },
  { key: 'surcharge', label: 'Surgcharge', kind: 'money' },
  { key: 'thr', label: 'Biaya THR', kind: 'money' },
  { key: 'insentif', label: 'Biaya Insentif', kind: 'money' },
  { key: 'lain', label: 'Biaya Lain', kind: 'money' },
  { key: 'totalCharge', label: 'Total Tagihan Ekspedisi', kind: 'money' },
  { key: 'totalCompany', label: 'Tagihan AAM', kind: 'money' },
  { key: 'rateVendor', label: 'Rate Ekspedisi', kind: 'money' },
  { key: 'rateCompany', label: 'Rate AAM', kind: 'money' },
  { key: 'matchType', label: 'Match Type', kind: 'text' },
  { key: 'invoiceNo', label: 'No Invoice', kind: 'text' },
  { key: 'invoiceDate', label: 'Tgl Invoice', kind: 'date' },
  { key: 'taxNo', label: 'No Faktur Pajak', kind: 'text' },
  { key: 'taxDate', label: 'Tgl Faktur Pajak', kind: 'date' },
  { key: 'status', label: 'Status', kind: 'text' },
];

const HIDDEN: Record<ExpeditionColumnSet, ReadonlySet<ExpeditionColumnKey>> = {
  full: new Set(),
  fin: new Set(['totalCompany']),
  transport: new Set(['totalCompany', 'rateCompany', 'matchType']),
};

/** The columns of a set, in the screen's and the downloads' order. */
export function expeditionColumns(set: ExpeditionColumnSet): ExpeditionColumn[] {
  return ALL.filter((c) => !HIDDEN[set].has(c.key));
}

/** A line with the fields its set hides blanked, so the server never sends them. */
export function maskExpeditionLine(line: ExpeditionLine, set: ExpeditionColumnSet): ExpeditionLine {
  const hidden = HIDDEN[set];
  return {
    ...line,
    totalCompany: hidden.has('totalCompany') ? null : line.totalCompany,
    rateCompany: hidden.has('rateCompany') ? null : line.rateCompany,
    matchType: hidden.has('matchType') ? null : line.matchType,
  };
}
