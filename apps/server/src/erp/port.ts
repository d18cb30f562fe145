/**
 * The ERP port (DESIGN §3). Everything the portal reads from or writes to an ERP goes through
 * this interface; every call names its instance. The reference ERP (reference/) implements it
 * on erp_* tables; a real adapter (Oracle EBS, Fusion) implements the same contract, proven by
 * test/erp-contract.ts. Money and quantities are decimal strings; dates are ISO YYYY-MM-DD.
 */

export type Instance = string;

export type ErpOrganization = { instance: Instance; orgId: number; name: string; shortCode: string; logoPath: string | null };
export type ErpSupplier = { instance: Instance; vendorId: number; vendorNumber: string; name: string; npwp: string | null; email: string | null };
export type ErpSupplierSite = { instance: Instance; vendorId: number; vendorSiteId: number; orgId: number; siteCode: string; address: string | null };
export type ErpBankAccount = { extBankAccountId: number; vendorId: number; bankName: string; accountNum: string; accountName: string; transferTo: string };
export type ErpLookup = { code: string; name: string };
export type ErpTerm = { termId: number; name: string; dueDays: number };
export type TaxKind = 'VAT' | 'WHT' | 'PPH';
export type ErpTaxCode = {
  taxCodeId: number;
  kind: TaxKind;
  code: string;
  rate: string;
  description: string;
  startDate: string | null;
  endDate: string | null;
};
export type ErpAccount = { codeCombinationId: number; segments: string; description: string };
export type ErpCostCenter = { code: string; name: string };

export type ReceiptLineQuery = {
  instance: Instance;
  orgId: number;
  vendorId: number;
  fromDate?: string;
  toDate?: string;
  fromPo?: string;
  toPo?: string;
  /** Only lines with received − returned − ERP-billed quantity > 0. */
  onlyOpen?: boolean;
  /** Receipt lines the caller already accounts for (the portal's own live invoices): left out. */
  excludeRcvTransactionIds?: number[];
  limit: number;
  offset: number;
};

/** One RECEIVE transaction of a PO shipment, with what came back and what the ERP already billed. */
export type ErpReceiptLine = {
  instance: Instance;
  orgId: number;
  vendorId: number;
  rcvTransactionId: number;
  receiptNum: string;
  transactionDate: string;
  shipmentHeaderId: number;
  shipmentLineId: number;
  poHeaderId: number;
  poLineId: number;
  poNumber: string;
  poLineNum: number;
  poDistributionId: number | null;
  itemId: number | null;
  itemCode: string | null;
  itemDescription: string;
  uom: string;
  unitPrice: string;
  currencyCode: string;
  vatCode: string | null;
  quantityReceived: string;
  quantityReturned: string;
  quantityBilled: string;
  packingSlip: string | null;
};

export type ReceiptHistoryRow = {
  itemCode: string | null;
  itemDescription: string;
  packingSlip: string | null;
  quantityReceived: string;
  quantityReturned: string;
  quantityShipped: string;
  receiptNum: string;
  shipmentLineStatus: string;
  uom: string;
  waybillNum: string | null;
};

export type ErpPurchaseOrder = { poHeaderId: number; poNumber: string; orgId: number; vendorId: number; currencyCode: string; creationDate: string };

export type PaymentQuery = {
  instance: Instance;
  vendorId: number;
  orgId?: number;
  fromDate?: string;
  toDate?: string;
  fromInvoice?: string;
  toInvoice?: string;
};
export type ErpPayment = {
  vendorName: string;
  invoiceNum: string;
  amount: string;
  description: string;
  checkNum: string;
  bankName: string;
  bankAccountNum: string;
  bankAccountName: string;
  currencyCode: string;
  exchangeDate: string | null;
  paymentDate: string;
};
export type ErpPaymentSchedule = {
  invoiceNum: string;
  invoiceAmount: string;
  invoiceDate: string;
  description: string;
  amountPaid: string;
  termsDate: string;
  paymentSchedule: string;
};

export type ErpDebitNote = {
  instance: Instance;
  orgId: number;
  vendorId: number;
  debitNoteId: number;
  dnNo: string;
  dnDate: string;
  description: string;
  currencyCode: string;
  amount: string;
  taxAmount: string;
  lines: Array<{
    poHeaderId: number;
    poLineId: number;
    poNumber: string;
    lineNumber: number;
    itemDescription: string;
    uom: string;
    unitPrice: string;
    quantity: string;
    amount: string;
  }>;
};

export type ErpAwbLine = {
  instance: Instance;
  vendorId: number;
  orgId: number;
  branch: string;
  reference: string;
  periode: string;
  awb: string;
  awbVendor: string | null;
  customer: string;
  service: string;
  charge: string;
  quantity: string;
  rateVendor: string;
  rateCompany: string;
  totalCompany: string;
  shipDate: string;
};
export type ErpBranch = { orgId: number; name: string };
export type ErpTravelOrder = { travelOrderNo: string; guestName: string; startDate: string; endDate: string; supplierName: string };

/** What the portal sends when an invoice is submitted to the ERP's open interface. */
export type ErpInvoiceSubmission = {
  instance: Instance;
  orgId: number;
  portalInvoiceId: number;
  invoiceNo: string;
  invoiceDate: string;
  glDate: string | null;
  vendorId: number;
  vendorSiteId: number | null;
  currencyCode: string;
  invoiceAmount: string;
  taxAmount: string;
  totalAmount: string;
  description: string;
  termId: number | null;
  paymentMethod: string | null;
  lines: Array<{
    lineNum: number;
    amount: string;
    description: string;
    rcvTransactionId: number | null;
    quantity: string | null;
    ccid: number | null;
    vatCode: string | null;
  }>;
};
export type ErpDebitNoteSubmission = {
  instance: Instance;
  orgId: number;
  portalDebitNoteId: number;
  dnNo: string;
  dnDate: string;
  vendorId: number;
  amount: string;
  taxAmount: string;
  description: string;
};
/** The ERP's answer to a write: accepted with its own id, or rejected with its message. */
export type ErpWriteResult = { accepted: true; erpId: string } | { accepted: false; message: string };

export interface ErpPort {
  listOrganizations(instance?: Instance): Promise<ErpOrganization[]>;
  getOrganization(instance: Instance, orgId: number): Promise<ErpOrganization | null>;
  listSuppliers(q: { instance: Instance; orgId?: number; search?: string; limit: number }): Promise<ErpSupplier[]>;
  getSupplier(instance: Instance, vendorId: number): Promise<ErpSupplier | null>;
  listSupplierSites(instance: Instance, vendorId: number, orgId?: number): Promise<ErpSupplierSite[]>;
  listSupplierBanks(instance: Instance, vendorId: number, orgId?: number): Promise<ErpBankAccount[]>;
  listPaymentMethods(instance: Instance, vendorId?: number, vendorSiteId?: number): Promise<ErpLookup[]>;
  listTerms(instance: Instance, vendorId?: number): Promise<ErpTerm[]>;
  listCurrencies(instance: Instance): Promise<ErpLookup[]>;
  listTaxCodes(instance: Instance, orgId: number, kind: TaxKind, onDate?: string): Promise<ErpTaxCode[]>;
  listAccounts(instance: Instance, orgId: number, search?: string): Promise<ErpAccount[]>;
  listCostCenters(instance: Instance, orgId: number): Promise<ErpCostCenter[]>;
  listPayGroups(instance: Instance, orgId: number): Promise<ErpLookup[]>;
  listPurchaseOrders(instance: Instance, orgId: number, vendorId: number, search?: string): Promise<ErpPurchaseOrder[]>;
  /** Receipt lines ordered newest first (transaction date, then id); totalCapped: the count stopped at total. */
  listReceiptLines(q: ReceiptLineQuery): Promise<{ items: ErpReceiptLine[]; total: number; totalCapped?: boolean }>;
  getReceiptLines(instance: Instance, rcvTransactionIds: number[]): Promise<ErpReceiptLine[]>;
  getReceiptHistory(q: { instance: Instance; orgId: number; vendorId: number; poHeaderId: number }): Promise<ReceiptHistoryRow[]>;
  listPayments(q: PaymentQuery): Promise<ErpPayment[]>;
  listPaymentSchedules(q: PaymentQuery): Promise<ErpPaymentSchedule[]>;
  listDebitNotes(q: { instance: Instance; orgId: number; vendorId: number }): Promise<ErpDebitNote[]>;
  listAwbLines(q: { instance: Instance; vendorId: number; fromDate?: string; toDate?: string; awb?: string; branch?: string }): Promise<ErpAwbLine[]>;
  listBranches(instance: Instance, vendorId: number): Promise<ErpBranch[]>;
  listTravelOrders(supplierName: string): Promise<ErpTravelOrder[]>;
  submitInvoice(submission: ErpInvoiceSubmission): Promise<ErpWriteResult>;
  submitDebitNote(submission: ErpDebitNoteSubmission): Promise<ErpWriteResult>;
}
