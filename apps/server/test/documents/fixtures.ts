import type { BatchRecapData, BatchReportData, GoodsReceiptNoteData, ReceiptLine } from '../../src/documents';

export const company = { name: 'PT Sumber Makmur Sejahtera Tbk', orgId: 81, instance: 'PROD', logoPath: null };
export const supplier = { name: 'CV Karya Mandiri Jaya', vendorId: 5521, vendorNumber: 'V-00123' };
export const printedAt = new Date(2024, 2, 20, 10, 11, 12);
export const printedBy = 'budi.santoso';

/** Four realistic lines; the amounts add to 1,301,110.35 only if summed exactly (0.10 + 0.25 …). */
export const lines: ReceiptLine[] = [
  {
    poNumber: 'PO-2024-000417',
    poLineNum: 1,
    receiptNum: 'RCV-778201',
    receiptDate: '2024-03-04',
    itemCode: 'KBL-NYM-325',
    itemDescription: 'Kabel listrik NYM 3×2.5 mm² gulungan 50 meter (SNI)',
    uom: 'ROLL',
    quantity: '12.500',
    unitPrice: '98765.40',
    amount: '1234567.50',
  },
  {
    poNumber: 'PO-2024-000417',
    poLineNum: 2,
    receiptNum: 'RCV-778201',
    receiptDate: '2024-03-04',
    itemCode: 'BLT-M12-GLV',
    itemDescription: 'Baut baja M12 galvanis',
    uom: 'PCS',
    quantity: '1500.000',
    unitPrice: '44.3667',
    amount: '66550.10',
  },
  {
    poNumber: 'PO-2024-000533',
    poLineNum: 1,
    receiptNum: 'RCV-778390',
    receiptDate: '2024-03-11',
    itemCode: 'CAT-DLX-5KG',
    itemDescription: 'Cat tembok eksterior putih 5 kg',
    uom: 'PAIL',
    quantity: '0.250',
    unitPrice: '0.94',
    amount: '0.25',
  },
  {
    poNumber: 'PO-2024-000533',
    poLineNum: 3,
    receiptNum: 'RCV-778391',
    receiptDate: '2024-03-12',
    itemCode: 'LMP-LED-12W',
    itemDescription: 'Lampu LED 12 W E27 cahaya putih',
    uom: 'PCS',
    quantity: '2.000',
    unitPrice: '-3.750',
    amount: '-7.50',
  },
];
export const LINES_TOTAL = '1,301,110.35';

export function manyLines(count: number): ReceiptLine[] {
  return Array.from({ length: count }, (_, i) => ({
    poNumber: `PO-2024-${String(1000 + Math.floor(i / 10)).padStart(6, '0')}`,
    poLineNum: (i % 10) + 1,
    receiptNum: `RCV-${880000 + i}`,
    receiptDate: `2024-04-${String((i % 28) + 1).padStart(2, '0')}`,
    itemCode: `ITM-${String(i).padStart(5, '0')}`,
    itemDescription:
      i % 9 === 0 ? 'Pipa PVC AW 4 inci panjang 4 meter, warna abu-abu, merek Rucika (untuk saluran air bersih)' : `Baut baja M${(i % 12) + 4} galvanis`,
    uom: 'PCS',
    quantity: '3.000',
    unitPrice: '3333.37',
    amount: '10000.10',
  }));
}

export const grnData: GoodsReceiptNoteData = {
  company,
  supplier,
  invoices: [
    {
      invoiceNo: 'INV/KMJ/2024/03/0017',
      invoiceDate: '2024-03-15',
      taxInvoiceNo: '010.000-24.12345678',
      batchNo: 'BT-2024-0042',
      lines,
    },
  ],
  printedAt,
  printedBy,
};

const recapInvoices = [
  ['INV/KMJ/2024/03/0017', '2024-03-15', '010.000-24.12345678', '2024-03-15', 'Material listrik proyek gudang Cikarang', '1444288.49'],
  ['INV/KMJ/2024/03/0018', '2024-03-18', '010.000-24.12345679', '2024-03-18', 'Perlengkapan bangunan', '0.10'],
  ['INV/KMJ/2024/03/0021', '2024-03-21', '010.000-24.12345690', null, 'Cat dan lampu', '98765432.20'],
] as const;

export const recapData: BatchRecapData = {
  company,
  supplier,
  batch: { batchNo: 'BT-2024-0042', status: 'SUBMITTED', submittedAt: '2024-03-22T08:30:00.000Z', total: '100209720.79' },
  invoices: recapInvoices.map(([invoiceNo, invoiceDate, taxInvoiceNo, taxInvoiceDate, description, amount]) => ({
    invoiceNo,
    invoiceDate,
    taxInvoiceNo,
    taxInvoiceDate,
    description,
    amount,
  })),
  printedAt,
  printedBy,
};
export const RECAP_TOTAL = '100,209,720.79';

export const reportData: BatchReportData = {
  company,
  supplier,
  batch: { batchNo: 'BT-2024-0042', status: 'SUBMITTED', submittedAt: '2024-03-22T08:30:00.000Z', total: '1584711.54' },
  invoices: [
    {
      invoiceNo: 'INV/KMJ/2024/03/0017',
      invoiceDate: '2024-03-15',
      taxInvoiceNo: '010.000-24.12345678',
      taxInvoiceDate: '2024-03-15',
      description: 'Material listrik proyek gudang Cikarang',
      lines,
      totals: { dpp: '1301110.35', ppn: '143122.00', pph: '26022.21', total: '1418210.14' },
    },
    {
      invoiceNo: 'INV/KMJ/2024/03/0018',
      invoiceDate: '2024-03-18',
      taxInvoiceNo: '010.000-24.12345679',
      taxInvoiceDate: null,
      description: 'Perlengkapan bangunan',
      lines: manyLines(15),
      totals: { dpp: '150001.50', ppn: '16500.00', pph: '0.10', total: '166501.40' },
    },
  ],
  printedAt,
  printedBy,
};
