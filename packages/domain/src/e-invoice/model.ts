/**
 * An invoice or credit note in EN 16931 terms (the semantic model Peppol BIS Billing 3.0 writes as
 * UBL 2.1), as plain data with every amount an exact decimal string. The export maps a portal
 * invoice or debit note to this and the server writes it as XML; the intake reads a file into the
 * same shape, so both sides agree on one meaning of each field.
 */

/** VAT category codes (UNCL 5305) the portal uses: standard, zero rated, exempt, not subject (a seller with no NPWP). */
export type VatCategory = 'S' | 'Z' | 'E' | 'O';

export type EInvoiceAddress = {
  street: string | null;
  city: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string;
};

export type EInvoiceParty = {
  name: string;
  /** BT-34 / BT-49: the electronic address and its EAS scheme (see docs/decisions/012-ubl-mapping.md). */
  endpoint: { scheme: string; id: string };
  /** BT-29 / BT-46: the party's own identifier (the supplier number in the ERP), no scheme. */
  identifier: string | null;
  /** BT-31 / BT-48: the VAT identifier, "ID" + the 16-digit NPWP. */
  vatId: string | null;
  /** BT-30 / BT-47: the legal registration identifier, the 16-digit NPWP. */
  legalId: string | null;
  address: EInvoiceAddress;
  email: string | null;
};

export type EInvoiceLine = {
  /** BT-126. */
  id: string;
  /** BT-127 (a line note): what the portal knows beyond the standard fields. */
  note: string | null;
  /** BT-129, signed: a negative line is a negative quantity. */
  quantity: string;
  /** BT-130, UN/ECE Recommendation 20/21. */
  unitCode: string;
  /** BT-131, two decimals. */
  lineAmount: string;
  /** BT-146, never negative. */
  price: string;
  /** BT-149: the quantity the price is for, when it is not 1. */
  baseQuantity: string | null;
  /** BT-153. */
  name: string;
  /** BT-155: the supplier's item code. */
  sellerItemId: string | null;
  /** BT-132: the purchase order line this line bills, with the PO it belongs to. */
  order: { poNumber: string; lineNumber: string } | null;
  /** percent is null for O, which states no rate. */
  vat: { category: VatCategory; percent: string | null };
};

/** BG-23: one VAT category and rate with its base and tax. */
export type EInvoiceVatBreakdown = {
  category: VatCategory;
  percent: string | null;
  taxableAmount: string;
  taxAmount: string;
  /** BT-120, required for E and O. */
  exemptionReason: string | null;
};

export type EInvoiceTotals = {
  /** BT-106 = Σ BT-131. */
  lineExtension: string;
  /** BT-109 (no document allowances or charges: equal to BT-106). */
  taxExclusive: string;
  /** BT-110 = Σ BT-117. */
  taxTotal: string;
  /** BT-112 = BT-109 + BT-110. */
  taxInclusive: string;
  /** BT-114: what reconciles the standard's VAT arithmetic with the faktur's PPN (whole rupiah). */
  rounding: string | null;
  /** BT-115 = BT-112 + BT-114. */
  payable: string;
};

export type EInvoice = {
  /** Invoice (BT-3 380) or CreditNote (381). */
  type: 'invoice' | 'credit-note';
  /** BT-1. */
  id: string;
  /** BT-2, YYYY-MM-DD. */
  issueDate: string;
  /** BT-9, YYYY-MM-DD. */
  dueDate: string | null;
  /** BT-5. */
  currency: string;
  /** BT-22: Peppol allows one note per document, so every remark is a paragraph of it. */
  note: string | null;
  /** BT-10. */
  buyerReference: string | null;
  /** BT-13: the purchase order. */
  orderReference: string | null;
  /** BG-24: the faktur pajak (tax invoice) and other supporting documents. */
  supportingDocuments: Array<{ id: string; description: string }>;
  seller: EInvoiceParty;
  buyer: EInvoiceParty;
  /** BT-20. */
  paymentTerms: string | null;
  lines: EInvoiceLine[];
  vatBreakdown: EInvoiceVatBreakdown[];
  totals: EInvoiceTotals;
};
