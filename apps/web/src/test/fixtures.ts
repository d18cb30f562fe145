import type { CompanyOption, DebitNoteSummary, InvoiceSummary, LoginResponse, OpenReceipt, PoInvoiceDetail, SessionUser } from '@faktura/domain';

export const AAM: CompanyOption = { orgId: 82, instance: 'AAM', name: 'PT Astra Agro Mandiri', vendorId: 5001, email: null };
export const COMET: CompanyOption = { orgId: 91, instance: 'COMET', name: 'PT Comet Niaga', vendorId: 5001, email: null };

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    userId: 1,
    username: 'vendor',
    typeUser: 'VENDOR',
    role: 'VENDOR',
    userDesc: 'PT Sumber Makmur',
    vendorId: 5001,
    vendorName: 'PT Sumber Makmur',
    menu: [100, 110, 200, 210, 400, 410],
    transport: false,
    company: null,
    defaultCompany: null,
    ...overrides,
  };
}

export function makeLogin(user: Partial<SessionUser> = {}, companies: CompanyOption[] = [AAM, COMET]): LoginResponse {
  return { token: 'tok-123', expiresAt: new Date(Date.now() + 3_600_000).toISOString(), user: makeUser(user), companies };
}

/** An invoice as the lists and the dashboard return it. */
export function makeInvoiceSummary(id: number, overrides: Partial<InvoiceSummary> = {}): InvoiceSummary {
  return {
    id,
    invoiceNo: `SJA/INV/2026/${String(id).padStart(4, '0')}`,
    invoiceDate: '2026-11-01',
    invoiceType: 'PO',
    status: 'DRAFT',
    vendorId: 5001,
    vendorName: 'PT Sumber Makmur',
    orgId: 82,
    instance: 'AAM',
    company: 'PT Astra Agro Mandiri',
    batchId: null,
    batchNo: null,
    currencyCode: 'IDR',
    totalAmount: '1234567.50',
    createdAt: '2026-11-01T00:00:00Z',
    ...overrides,
  };
}

/** An open receipt line as GET /api/po-invoices/pending-receipts returns it. */
export function makeReceipt(n: number, overrides: Partial<OpenReceipt> = {}): OpenReceipt {
  return {
    rcvTransactionId: 100 + n,
    receiptNum: `R-${n}`,
    transactionDate: '2026-10-31',
    poNumber: `PO-${n}`,
    poLineNum: n,
    itemCode: null,
    itemDescription: `Item ${n}`,
    uom: 'PCS',
    unitPrice: '1000.00',
    vatCode: 'PPN 11%',
    vatRate: '11.00',
    quantityOpen: '2.000',
    amountOpen: '2000.00',
    orgId: 82,
    instance: 'AAM',
    company: 'PT Astra Agro Mandiri',
    ...overrides,
  };
}

/** A saved DRAFT PO invoice as GET /api/po-invoices/:id returns it (one line, one file). */
export function makePoInvoiceDetail(overrides: Partial<PoInvoiceDetail> = {}): PoInvoiceDetail {
  return {
    id: 7,
    invoiceNo: 'INV-7',
    invoiceDate: '2026-11-15',
    description: '',
    taxInvoiceNo: '010.000-26.00000007',
    taxInvoiceDate: '2026-11-15',
    status: 'DRAFT',
    reason: null,
    revision: 3,
    orgId: 82,
    instance: 'AAM',
    company: 'PT Astra Agro Mandiri',
    vendorId: 5001,
    vendorName: 'PT Sumber Makmur',
    currencyCode: 'IDR',
    bankAccountId: null,
    includePph: false,
    pphValue: null,
    pphCode: null,
    taxRate: null,
    coaId: null,
    batchId: null,
    batchNo: null,
    lines: [
      {
        id: 70,
        lineNum: 1,
        rcvTransactionId: 101,
        poNumber: 'PO-1',
        poLineNum: 1,
        receiptNum: 'R-1',
        receiptDate: '2026-10-31',
        itemCode: 'ITM-1',
        itemDescription: 'Item 1',
        uom: 'PCS',
        unitPrice: '1000.00',
        quantity: '2.000',
        amount: '2000.00',
        vatRate: '11.00',
        taxAmount: '220.00',
      },
    ],
    attachments: [{ id: 9, filename: 'faktur.pdf', size: 2048, uploadedAt: '2026-11-15T00:00:00Z' }],
    totals: { dpp: '2000.00', ppn: '220.00', pph: '0.00', total: '2220.00' },
    warnings: [],
    permissions: { canEdit: true, canDelete: true, canUpload: true, canDeleteAttachment: true, canPrintGoodsReceipt: true, canAddToBatch: true },
    ...overrides,
  };
}

/** A submitted batch as the batch list shows it (add `invoices` for the detail). */
export const BATCH_SUMMARY = {
  id: 9,
  batchNo: 'AAM-82-00009',
  status: 'OPEN',
  orgId: 82,
  instance: 'AAM',
  company: 'PT Astra Agro Mandiri',
  vendorId: 5001,
  vendorName: 'PT Sumber Makmur',
  amount: '1500.00',
  invoiceCount: 2,
  createdAt: '2026-11-20T00:00:00Z',
  submittedAt: '2026-11-20T00:00:00Z',
};

/** One debit note as the list shows it; the detail adds its amounts, lines and files. */
export const DEBIT_NOTE: DebitNoteSummary = {
  id: 3,
  dnNo: 'DN/AAM/2611/0001',
  dnDate: '2026-11-02',
  extaxNo: '010.000-26.00000042',
  extaxDate: '2026-11-03',
  amount: '1120000.00',
  currencyCode: 'IDR',
  vendorId: 5001,
  vendorName: 'PT Sinar Jaya Abadi',
  orgId: 82,
  instance: 'AAM',
  company: AAM.name,
};
