import { describe, expect, it } from 'vitest';
import {
  ERP_REJECTION_MEANINGS,
  INVOICE_STATUSES,
  STATUS_REASON_LABELS,
  SUPPLIER_STATUS_CODES,
  SUPPLIER_STATUS_LABELS,
  SUPPLIER_STATUS_MESSAGES,
  SUPPLIER_STATUS_OF,
  erpRejectionMeaning,
  erpRejectionsOf,
  supplierStatus,
  type InvoiceStatus,
  type SupplierStatusCode,
} from '../src/index';

describe('the supplier status table', () => {
  it('names each Invoice Response code as the issue and Peppol word it', () => {
    expect(SUPPLIER_STATUS_LABELS).toEqual({
      AB: 'Received',
      IP: 'In process',
      UQ: 'Under query',
      CA: 'Conditionally accepted',
      RE: 'Rejected',
      AP: 'Approved for payment',
      PD: 'Paid',
    });
    expect(STATUS_REASON_LABELS).toMatchObject({
      REF: 'References incorrect',
      QTY: 'Quantity incorrect',
      PRI: 'Prices incorrect',
      OTH: 'Other',
      PPD: 'Not fully paid',
    });
  });

  it('maps every portal status, with no other fact known', () => {
    const expected: Record<InvoiceStatus, SupplierStatusCode | null> = {
      DRAFT: null,
      OPEN: 'AB',
      REVIEW: 'IP',
      PROCESSED: 'IP',
      PROCESSING: 'IP',
      POSTED: 'AP',
      REJECTED: 'RE',
    };
    for (const status of INVOICE_STATUSES) {
      expect(SUPPLIER_STATUS_OF[status], status).toBe(expected[status]);
      expect(supplierStatus({ status })?.code ?? null, status).toBe(expected[status]);
    }
    // Nothing the portal does accepts on conditions: CA is in the vocabulary but no status maps to it.
    const reached = new Set(Object.values(SUPPLIER_STATUS_OF));
    expect(SUPPLIER_STATUS_CODES.filter((c) => !reached.has(c))).toEqual(['UQ', 'CA', 'PD']);
  });

  it('reads the legacy spelling and refuses what is outside the life cycle', () => {
    expect(supplierStatus({ status: 'REJECT', reason: 'x' })?.code).toBe('RE');
    expect(supplierStatus({ status: 'open' })?.code).toBe('AB');
    expect(supplierStatus({ status: 'ARCHIVED' })).toBeNull();
    expect(supplierStatus({ status: null })).toBeNull();
  });

  it('says why a rejected invoice was rejected, and what to do', () => {
    expect(supplierStatus({ status: 'REJECTED', reason: 'Tax invoice date is wrong.' })).toEqual({
      code: 'RE',
      label: 'Rejected',
      reasonCode: 'OTH',
      reason: 'Tax invoice date is wrong. Correct the invoice and submit it again.',
      fixedBy: 'SUPPLIER',
    });
    expect(SUPPLIER_STATUS_MESSAGES.rejected(null)).toBe('Correct the invoice and submit it again.');
  });

  it('turns an ERP refusal the supplier must fix into UQ, with the translated reason', () => {
    const status = supplierStatus({
      status: 'PROCESSED',
      erpRejections: [
        { code: 'ACCT DATE NOT IN OPEN PD', message: 'GL date 2025-03-15 is not in an open period' },
        { code: 'DUPLICATE INVOICE NUMBER', message: 'Invoice number X already exists' },
      ],
    });
    expect(status).toEqual({
      code: 'UQ',
      label: 'Under query',
      reasonCode: 'OTH',
      reason:
        "The buyer's ERP refused the invoice: the invoice number was already used on another of your invoices to this company. Correct the invoice and submit it again.",
      fixedBy: 'SUPPLIER',
    });
    expect(supplierStatus({ status: 'PROCESSED', erpRejections: [{ code: 'UNIT PRC NOT EQUAL TO PO' }] })).toMatchObject({ code: 'UQ', reasonCode: 'PRI' });
    expect(supplierStatus({ status: 'PROCESSED', erpRejections: [{ code: 'INVALID QUANTITY' }] })).toMatchObject({ code: 'UQ', reasonCode: 'QTY' });
    expect(supplierStatus({ status: 'PROCESSED', erpRejections: [{ code: 'INVALID PO NUM' }] })).toMatchObject({ code: 'UQ', reasonCode: 'REF' });
  });

  it("keeps an ERP refusal that is the buyer's own to fix in process, and says so", () => {
    expect(
      supplierStatus({
        status: 'PROCESSED',
        erpRejections: [
          { code: 'ACCT DATE NOT IN OPEN PD', message: 'GL date 2025-03-15 is not in an open period' },
          { code: 'INVALID PAY GROUP', message: 'Pay group X does not exist' },
        ],
      }),
    ).toEqual({
      code: 'IP',
      label: 'In process',
      reasonCode: 'OTH',
      reason:
        "The buyer's ERP refused the invoice: the GL date is in a closed period; the pay group set on the invoice is not valid. The buyer's finance team is correcting it; nothing is needed from you.",
      fixedBy: 'BUYER',
    });
    // A code the table does not know: the ERP's own message, with the buyer.
    expect(erpRejectionMeaning('SOMETHING NEW', ' The ERP said no ')).toEqual({
      reasonCode: 'OTH',
      fixedBy: 'BUYER',
      text: 'the ERP refused it: The ERP said no',
    });
    expect(erpRejectionMeaning('SOMETHING NEW')).toEqual({ reasonCode: 'OTH', fixedBy: 'BUYER', text: 'the ERP refused it (SOMETHING NEW)' });
    expect(erpRejectionMeaning(' acct date not in open pd ').text).toBe('the GL date is in a closed period');
  });

  it('is PD once the ERP has paid the total, PD with PPD while partly paid, AP before', () => {
    const posted = (amountPaid: string) => supplierStatus({ status: 'POSTED', payment: { amountPaid, total: '1250000.50', paymentDate: '2026-11-15' } });
    expect(posted('1250000.50')).toEqual({ code: 'PD', label: 'Paid', reasonCode: null, reason: null, fixedBy: null });
    expect(posted('1250000.49')).toEqual({ code: 'PD', label: 'Paid', reasonCode: 'PPD', reason: 'Paid 1,250,000.49 of 1,250,000.50 so far.', fixedBy: null });
    expect(posted('0')?.code).toBe('AP');
    expect(supplierStatus({ status: 'POSTED' })?.code).toBe('AP');
    // A payment recorded against an invoice that is not POSTED does not make it paid.
    expect(supplierStatus({ status: 'PROCESSING', payment: { amountPaid: '1', total: '1', paymentDate: '2026-11-15' } })?.code).toBe('IP');
  });

  it('reads the ERP rejections of an audit event from its data, or else from its reason', () => {
    const data = { outboxId: 4, rejections: [{ code: 'INVALID PAY GROUP', message: 'Pay group X does not exist', lineNum: null }, { bogus: 1 }] };
    expect(erpRejectionsOf(data, 'ignored')).toEqual([{ code: 'INVALID PAY GROUP', message: 'Pay group X does not exist', lineNum: null }]);
    expect(erpRejectionsOf(null, 'ERP rejected: INVALID PAY GROUP: Pay group X: does not exist; ACCT DATE NOT IN OPEN PD: GL date closed')).toEqual([
      { code: 'INVALID PAY GROUP', message: 'Pay group X: does not exist' },
      { code: 'ACCT DATE NOT IN OPEN PD', message: 'GL date closed' },
    ]);
    expect(erpRejectionsOf(null, 'Tax invoice date is wrong')).toEqual([]);
    expect(erpRejectionsOf(null, null)).toEqual([]);
  });

  it('translates the ERP rejection codes the portal meets, in words a supplier can act on', () => {
    const byCode = Object.fromEntries(Object.entries(ERP_REJECTION_MEANINGS).map(([code, m]) => [code, `${m.fixedBy} ${m.reasonCode} ${m.text}`]));
    expect(byCode).toMatchInlineSnapshot(`
      {
        "ACCOUNT REQUIRED": "BUYER OTH a line needs an expense account",
        "ACCT DATE BEYOND ENC YEAR": "BUYER OTH the accounting date is beyond the buyer's budget year",
        "ACCT DATE NOT IN OPEN PD": "BUYER OTH the GL date is in a closed period",
        "AMOUNT BILLED BELOW ZERO": "SUPPLIER PRI a line would take the amount billed on its purchase order below zero",
        "AMOUNT EXCEEDS PRECISION": "SUPPLIER PRI the invoice amount has more decimals than its currency allows",
        "CAN MATCH TO ONLY 1 LINE": "SUPPLIER REF an item is on several purchase order lines; name the line",
        "DUPL INV NUM IN IMPORT": "SUPPLIER OTH the same invoice number was sent twice at the same time",
        "DUPLICATE INVOICE NUMBER": "SUPPLIER OTH the invoice number was already used on another of your invoices to this company",
        "DUPLICATE LINE NUMBER": "SUPPLIER ITM two lines of the invoice have the same line number",
        "INACTIVE AWT GROUP": "BUYER FIN the withholding tax group set on the invoice is inactive",
        "INACTIVE CURRENCY CODE": "BUYER FIN the invoice currency is not enabled in the buyer's ERP",
        "INACTIVE PO": "SUPPLIER REF a purchase order is no longer active",
        "INACTIVE TERMS": "BUYER PAY the payment term set on the invoice is inactive",
        "INCONSISTENT CURR": "SUPPLIER REF the invoice currency differs from the purchase order's currency",
        "INCONSISTENT INV TYPE/AMT": "SUPPLIER PRI an invoice cannot have a negative total; send a credit note instead",
        "INCONSISTENT PO INFO": "SUPPLIER REF a purchase order reference does not agree with its number",
        "INCONSISTENT PO LINE INFO": "SUPPLIER REF a purchase order line reference does not agree with its number",
        "INCONSISTENT PO SUPPLIER": "SUPPLIER REF a purchase order belongs to another supplier",
        "INVALID ACCT OVERLAY": "BUYER OTH a line's expense account is not valid",
        "INVALID CURRENCY CODE": "BUYER FIN the invoice currency is not set up in the buyer's ERP",
        "INVALID DISTRIBUTION ACCT": "BUYER OTH a line's expense account is not valid",
        "INVALID INVOICE AMOUNT": "SUPPLIER PRI the invoice amount is missing or not a valid amount",
        "INVALID INVOICE DATE": "SUPPLIER OTH the invoice date is not a valid date",
        "INVALID INVOICE NUMBER": "SUPPLIER REF the invoice number is too long",
        "INVALID INVOICE QUANTITY": "SUPPLIER QTY a line quantity is not valid",
        "INVALID ITEM": "SUPPLIER ITM an item does not match its purchase order line",
        "INVALID LINE AMOUNT": "SUPPLIER PRI a line amount does not equal its quantity times its unit price",
        "INVALID PAY GROUP": "BUYER PAY the pay group set on the invoice is not valid",
        "INVALID PAY METHOD": "BUYER PAY the payment method set on the invoice is not valid",
        "INVALID PO INFO": "SUPPLIER REF a purchase order reference is not valid",
        "INVALID PO LINE NUM": "SUPPLIER REF a purchase order line number is not valid",
        "INVALID PO NUM": "SUPPLIER REF a purchase order number is not a valid open purchase order",
        "INVALID PO RELEASE INFO": "SUPPLIER REF a blanket purchase order release reference is not valid",
        "INVALID PO RELEASE NUM": "SUPPLIER REF a blanket purchase order release number is not valid",
        "INVALID PO SHIPMENT NUM": "SUPPLIER REF a purchase order shipment number is not valid",
        "INVALID PRICE/QUANTITY/AMOUNT": "SUPPLIER PRI a line's quantity, unit price and amount do not agree",
        "INVALID QUANTITY": "SUPPLIER QTY a line matched to a goods receipt needs a quantity above zero",
        "INVALID RECEIPT INFO": "SUPPLIER REF a line refers to a goods receipt that is not one of yours",
        "INVALID SUPPLIER": "BUYER REC your supplier record is inactive in the buyer's ERP",
        "INVALID SUPPLIER SITE": "BUYER REC your supplier site is inactive in the buyer's ERP",
        "INVALID TERMS": "BUYER PAY the payment term set on the invoice is not valid",
        "INVALID UNIT PRICE": "SUPPLIER PRI a unit price is not valid",
        "INVOICE AMOUNT INCORRECT": "SUPPLIER PRI the invoice total does not equal the sum of its lines",
        "LINE AMOUNT EXCEEDS PRECISION": "SUPPLIER PRI a line amount has more decimals than the currency allows",
        "LINE AMOUNT IS NULL": "SUPPLIER PRI a line has no amount",
        "MISSING PO NUM": "SUPPLIER REF a purchase order number is missing",
        "NEGATIVE QUANTITY BILLED": "SUPPLIER QTY a line would take the quantity billed on its purchase order below zero",
        "NO EXCHANGE RATE": "BUYER FIN no exchange rate is set for the invoice currency",
        "NO INVOICE LINES": "SUPPLIER ITM the invoice has no lines",
        "NO INVOICE NUMBER": "SUPPLIER REF the invoice number is missing",
        "NO OPERATING UNIT": "BUYER REC the buying company is not set up in the ERP",
        "NO PO LINE NUM": "SUPPLIER REF a purchase order line number is missing",
        "NO SUPPLIER": "BUYER REC your supplier record is missing in the buyer's ERP",
        "NO SUPPLIER SITE": "BUYER REC your supplier site is missing in the buyer's ERP",
        "NOT PAY SITE": "BUYER PAY your supplier site is not set up to be paid",
        "RELEASE MISSING": "SUPPLIER REF a blanket purchase order release number is missing",
        "UNIT PRC NOT EQUAL TO PO": "SUPPLIER PRI a unit price differs from the purchase order price",
        "UOM DOES NOT MATCH PO": "SUPPLIER QTY a unit of measure differs from the purchase order line",
        "UOM DOES NOT MATCH RECPT": "SUPPLIER QTY a unit of measure differs from the goods receipt",
      }
    `);
  });
});
