import { formatMoney, toScaled } from './money';
import { parseInvoiceStatus, type InvoiceStatus } from './invoice-status';

/**
 * The one status a supplier sees, in the vocabulary of the Peppol Invoice Response
 * (UNCL 4343 subset): drawn from the portal's own status and what the ERP says about the
 * invoice (refused at import, paid). The internal statuses stay where the screens show them;
 * this table is what a supplier-facing tag, a timeline and an Invoice Response file say.
 * docs/decisions/014-supplier-status.md gives the why of each row.
 */
export const SUPPLIER_STATUS_CODES = ['AB', 'IP', 'UQ', 'CA', 'RE', 'AP', 'PD'] as const;
export type SupplierStatusCode = (typeof SUPPLIER_STATUS_CODES)[number];

export const SUPPLIER_STATUS_LABELS: Record<SupplierStatusCode, string> = {
  AB: 'Received',
  IP: 'In process',
  UQ: 'Under query',
  CA: 'Conditionally accepted',
  RE: 'Rejected',
  AP: 'Approved for payment',
  PD: 'Paid',
};

/** Clarification reasons (Peppol code list OPStatusReason): what a RE / UQ / CA answer is about. */
export const STATUS_REASON_CODES = ['NON', 'REF', 'LEG', 'REC', 'QUA', 'DEL', 'PRI', 'QTY', 'ITM', 'PAY', 'UNR', 'FIN', 'PPD', 'OTH'] as const;
export type StatusReasonCode = (typeof STATUS_REASON_CODES)[number];

export const STATUS_REASON_LABELS: Record<StatusReasonCode, string> = {
  NON: 'No issue',
  REF: 'References incorrect',
  LEG: 'Legal information incorrect',
  REC: 'Receiver unknown',
  QUA: 'Item quality insufficient',
  DEL: 'Delivery issues',
  PRI: 'Prices incorrect',
  QTY: 'Quantity incorrect',
  ITM: 'Items incorrect',
  PAY: 'Payment terms incorrect',
  UNR: 'Not recognized',
  FIN: 'Finance terms incorrect',
  PPD: 'Not fully paid',
  OTH: 'Other',
};

/** Who can make an ERP refusal go away: the supplier (its invoice is wrong) or the buyer's finance team (its own set-up). */
export type FixedBy = 'SUPPLIER' | 'BUYER';

export type ErpRejectionMeaning = { reasonCode: StatusReasonCode; fixedBy: FixedBy; text: string };

const supplier = (reasonCode: StatusReasonCode, text: string): ErpRejectionMeaning => ({ reasonCode, fixedBy: 'SUPPLIER', text });
const buyer = (reasonCode: StatusReasonCode, text: string): ErpRejectionMeaning => ({ reasonCode, fixedBy: 'BUYER', text });

/**
 * The ERP's import rejection codes (Oracle Payables AP_INTERFACE_REJECTIONS reject lookup codes)
 * in words a supplier can act on. The supplier's rows follow Oracle's own "notify the supplier"
 * subset plus the amount and number checks; the reason codes follow Oracle Fusion's mapping onto
 * the Invoice Response (PO errors REF, quantity QTY, price PRI, duplicates OTH).
 */
export const ERP_REJECTION_MEANINGS: Readonly<Record<string, ErpRejectionMeaning>> = {
  // The invoice itself: the supplier corrects it.
  'DUPLICATE INVOICE NUMBER': supplier('OTH', 'the invoice number was already used on another of your invoices to this company'),
  'DUPL INV NUM IN IMPORT': supplier('OTH', 'the same invoice number was sent twice at the same time'),
  'NO INVOICE NUMBER': supplier('REF', 'the invoice number is missing'),
  'INVALID INVOICE NUMBER': supplier('REF', 'the invoice number is too long'),
  'INVALID INVOICE DATE': supplier('OTH', 'the invoice date is not a valid date'),
  'NO INVOICE LINES': supplier('ITM', 'the invoice has no lines'),
  'DUPLICATE LINE NUMBER': supplier('ITM', 'two lines of the invoice have the same line number'),
  'INVALID INVOICE AMOUNT': supplier('PRI', 'the invoice amount is missing or not a valid amount'),
  'INVOICE AMOUNT INCORRECT': supplier('PRI', 'the invoice total does not equal the sum of its lines'),
  'INCONSISTENT INV TYPE/AMT': supplier('PRI', 'an invoice cannot have a negative total; send a credit note instead'),
  'AMOUNT EXCEEDS PRECISION': supplier('PRI', 'the invoice amount has more decimals than its currency allows'),
  'LINE AMOUNT EXCEEDS PRECISION': supplier('PRI', 'a line amount has more decimals than the currency allows'),
  'INVALID LINE AMOUNT': supplier('PRI', 'a line amount does not equal its quantity times its unit price'),
  'LINE AMOUNT IS NULL': supplier('PRI', 'a line has no amount'),
  'INVALID PRICE/QUANTITY/AMOUNT': supplier('PRI', "a line's quantity, unit price and amount do not agree"),
  'INVALID UNIT PRICE': supplier('PRI', 'a unit price is not valid'),
  'UNIT PRC NOT EQUAL TO PO': supplier('PRI', 'a unit price differs from the purchase order price'),
  'AMOUNT BILLED BELOW ZERO': supplier('PRI', 'a line would take the amount billed on its purchase order below zero'),
  'INVALID QUANTITY': supplier('QTY', 'a line matched to a goods receipt needs a quantity above zero'),
  'INVALID INVOICE QUANTITY': supplier('QTY', 'a line quantity is not valid'),
  'NEGATIVE QUANTITY BILLED': supplier('QTY', 'a line would take the quantity billed on its purchase order below zero'),
  'UOM DOES NOT MATCH PO': supplier('QTY', 'a unit of measure differs from the purchase order line'),
  'UOM DOES NOT MATCH RECPT': supplier('QTY', 'a unit of measure differs from the goods receipt'),
  'INVALID ITEM': supplier('ITM', 'an item does not match its purchase order line'),
  'INCONSISTENT CURR': supplier('REF', "the invoice currency differs from the purchase order's currency"),
  'INVALID PO NUM': supplier('REF', 'a purchase order number is not a valid open purchase order'),
  'MISSING PO NUM': supplier('REF', 'a purchase order number is missing'),
  'INACTIVE PO': supplier('REF', 'a purchase order is no longer active'),
  'INVALID PO INFO': supplier('REF', 'a purchase order reference is not valid'),
  'INCONSISTENT PO INFO': supplier('REF', 'a purchase order reference does not agree with its number'),
  'INVALID PO LINE NUM': supplier('REF', 'a purchase order line number is not valid'),
  'NO PO LINE NUM': supplier('REF', 'a purchase order line number is missing'),
  'INCONSISTENT PO LINE INFO': supplier('REF', 'a purchase order line reference does not agree with its number'),
  'CAN MATCH TO ONLY 1 LINE': supplier('REF', 'an item is on several purchase order lines; name the line'),
  'INVALID PO SHIPMENT NUM': supplier('REF', 'a purchase order shipment number is not valid'),
  'INVALID PO RELEASE INFO': supplier('REF', 'a blanket purchase order release reference is not valid'),
  'INVALID PO RELEASE NUM': supplier('REF', 'a blanket purchase order release number is not valid'),
  'RELEASE MISSING': supplier('REF', 'a blanket purchase order release number is missing'),
  'INCONSISTENT PO SUPPLIER': supplier('REF', 'a purchase order belongs to another supplier'),
  'INVALID RECEIPT INFO': supplier('REF', 'a line refers to a goods receipt that is not one of yours'),
  // The buyer's own set-up: its finance team fixes it, the supplier only waits.
  'ACCT DATE NOT IN OPEN PD': buyer('OTH', 'the GL date is in a closed period'),
  'ACCT DATE BEYOND ENC YEAR': buyer('OTH', "the accounting date is beyond the buyer's budget year"),
  'INVALID DISTRIBUTION ACCT': buyer('OTH', "a line's expense account is not valid"),
  'ACCOUNT REQUIRED': buyer('OTH', 'a line needs an expense account'),
  'INVALID ACCT OVERLAY': buyer('OTH', "a line's expense account is not valid"),
  'NO OPERATING UNIT': buyer('REC', 'the buying company is not set up in the ERP'),
  'NO SUPPLIER': buyer('REC', "your supplier record is missing in the buyer's ERP"),
  'INVALID SUPPLIER': buyer('REC', "your supplier record is inactive in the buyer's ERP"),
  'NO SUPPLIER SITE': buyer('REC', "your supplier site is missing in the buyer's ERP"),
  'INVALID SUPPLIER SITE': buyer('REC', "your supplier site is inactive in the buyer's ERP"),
  'NOT PAY SITE': buyer('PAY', 'your supplier site is not set up to be paid'),
  'INVALID CURRENCY CODE': buyer('FIN', "the invoice currency is not set up in the buyer's ERP"),
  'INACTIVE CURRENCY CODE': buyer('FIN', "the invoice currency is not enabled in the buyer's ERP"),
  'NO EXCHANGE RATE': buyer('FIN', 'no exchange rate is set for the invoice currency'),
  'INVALID TERMS': buyer('PAY', 'the payment term set on the invoice is not valid'),
  'INACTIVE TERMS': buyer('PAY', 'the payment term set on the invoice is inactive'),
  'INVALID PAY GROUP': buyer('PAY', 'the pay group set on the invoice is not valid'),
  'INVALID PAY METHOD': buyer('PAY', 'the payment method set on the invoice is not valid'),
  'INACTIVE AWT GROUP': buyer('FIN', 'the withholding tax group set on the invoice is inactive'),
};

/** A code the table does not know: the ERP's own message, and it is the buyer's to look into. */
export const UNKNOWN_ERP_REJECTION = (code: string, message: string | null | undefined): ErpRejectionMeaning =>
  buyer('OTH', message?.trim() ? `the ERP refused it: ${message.trim()}` : `the ERP refused it (${code})`);

export function erpRejectionMeaning(code: string, message?: string | null): ErpRejectionMeaning {
  return ERP_REJECTION_MEANINGS[code.trim().toUpperCase()] ?? UNKNOWN_ERP_REJECTION(code, message);
}

/** One rejection the ERP recorded at import (code, its message, and the line when it was a line's). */
export type ErpRejectionFact = { code: string; message?: string | null; lineNum?: number | null };

/** What the ERP knows of an imported invoice's payment: the sum paid so far, against the invoice total. */
export type PaymentFact = { amountPaid: string; total: string; paymentDate: string };

/** Everything the supplier status is drawn from. */
export type SupplierStatusFacts = {
  status: string | null | undefined;
  /** The reason stored with the last status change (a rejection's). */
  reason?: string | null;
  /**
   * The ERP's refusals, while they stand: the invoice came back from the ERP (its last status
   * change was the ERP's rejection) and has not been sent again.
   */
  erpRejections?: readonly ErpRejectionFact[] | null;
  payment?: PaymentFact | null;
};

export type SupplierStatus = {
  code: SupplierStatusCode;
  label: string;
  /** Set for RE and UQ (and a partial PD): what the answer is about. */
  reasonCode: StatusReasonCode | null;
  /** The reason in words, for the supplier. */
  reason: string | null;
  /** Who has to act next, when someone has to. */
  fixedBy: FixedBy | null;
};

export const SUPPLIER_STATUS_MESSAGES = {
  /** REJECTED: the portal's own reviewers refused it; the supplier corrects and submits it again. */
  rejected: (reason: string | null) => {
    const said = reason?.trim().replace(/\.+$/, '');
    return said ? `${said}. Correct the invoice and submit it again.` : 'Correct the invoice and submit it again.';
  },
  erpRefusedBySupplier: (texts: string[]) => `The buyer's ERP refused the invoice: ${texts.join('; ')}. Correct the invoice and submit it again.`,
  erpRefusedByBuyer: (texts: string[]) =>
    `The buyer's ERP refused the invoice: ${texts.join('; ')}. The buyer's finance team is correcting it; nothing is needed from you.`,
  partlyPaid: (paid: string, total: string) => `Paid ${formatMoney(paid)} of ${formatMoney(total)} so far.`,
} as const;

const status = (code: SupplierStatusCode, extra: Partial<Omit<SupplierStatus, 'code' | 'label'>> = {}): SupplierStatus => ({
  code,
  label: SUPPLIER_STATUS_LABELS[code],
  reasonCode: null,
  reason: null,
  fixedBy: null,
  ...extra,
});

/** Translates a standing ERP refusal: UQ when any of it is the supplier's to fix, else IP (the buyer is at work). */
function erpRefusal(rejections: readonly ErpRejectionFact[]): SupplierStatus {
  const meanings = rejections.map((r) => erpRejectionMeaning(r.code, r.message));
  const texts = [...new Set(meanings.map((m) => m.text))];
  const theSuppliers = meanings.filter((m) => m.fixedBy === 'SUPPLIER');
  if (theSuppliers.length) {
    // The supplier's part comes first: that is what it must act on.
    const own = [...new Set(theSuppliers.map((m) => m.text))];
    return status('UQ', { reasonCode: theSuppliers[0]!.reasonCode, reason: SUPPLIER_STATUS_MESSAGES.erpRefusedBySupplier(own), fixedBy: 'SUPPLIER' });
  }
  return status('IP', { reasonCode: meanings[0]?.reasonCode ?? 'OTH', reason: SUPPLIER_STATUS_MESSAGES.erpRefusedByBuyer(texts), fixedBy: 'BUYER' });
}

/**
 * The portal status each supplier status comes from, when nothing else is known:
 * DRAFT → none (the supplier's own draft has not been sent to the buyer); OPEN → AB (the buyer has
 * it, nobody has looked yet); REVIEW, PROCESSED, PROCESSING → IP (being checked, approved inside
 * the portal, on its way into the ERP); POSTED → AP (in the ERP's payables, to be paid);
 * REJECTED → RE. CA has no portal status: the portal never accepts an invoice on conditions.
 */
export const SUPPLIER_STATUS_OF: Readonly<Record<InvoiceStatus, SupplierStatusCode | null>> = {
  DRAFT: null,
  OPEN: 'AB',
  REVIEW: 'IP',
  PROCESSED: 'IP',
  PROCESSING: 'IP',
  POSTED: 'AP',
  REJECTED: 'RE',
};

/** The supplier status of an invoice; null for a draft (nothing has been sent) or a status outside the life cycle. */
export function supplierStatus(facts: SupplierStatusFacts): SupplierStatus | null {
  const internal = parseInvoiceStatus(facts.status);
  if (!internal) return null;
  const code = SUPPLIER_STATUS_OF[internal];
  if (code === null) return null;
  if (internal === 'REJECTED') return status('RE', { reasonCode: 'OTH', reason: SUPPLIER_STATUS_MESSAGES.rejected(facts.reason ?? null), fixedBy: 'SUPPLIER' });
  if (internal === 'PROCESSED' && facts.erpRejections?.length) return erpRefusal(facts.erpRejections);
  if (internal === 'POSTED' && facts.payment) {
    const { amountPaid, total } = facts.payment;
    if (toScaled(amountPaid) >= toScaled(total)) return status('PD');
    if (toScaled(amountPaid) > 0n) return status('PD', { reasonCode: 'PPD', reason: SUPPLIER_STATUS_MESSAGES.partlyPaid(amountPaid, total) });
  }
  return status(code);
}

/**
 * The ERP's rejections as the outbox worker records them with the ERP_REJECTED transition: the
 * audit event's data when it holds them, else read back from its reason
 * (`ERP rejected: CODE: message; CODE: message`).
 */
export function erpRejectionsOf(data: unknown, reason: string | null | undefined): ErpRejectionFact[] {
  const listed = (data as { rejections?: unknown } | null)?.rejections;
  if (Array.isArray(listed)) {
    return listed
      .filter((r): r is { code: string; message?: unknown; lineNum?: unknown } => typeof (r as { code?: unknown })?.code === 'string')
      .map((r) => ({ code: r.code, message: typeof r.message === 'string' ? r.message : null, lineNum: typeof r.lineNum === 'number' ? r.lineNum : null }));
  }
  const text = (reason ?? '').replace(/^ERP rejected:\s*/, '');
  if (!text || text === reason) return [];
  return text.split('; ').map((part) => {
    const at = part.indexOf(': ');
    return at < 0 ? { code: part, message: null } : { code: part.slice(0, at), message: part.slice(at + 2) };
  });
}
