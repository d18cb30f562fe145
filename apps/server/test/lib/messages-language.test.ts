import { describe, expect, it } from 'vitest';
import {
  BATCH_MESSAGES,
  CATEGORY_MESSAGES,
  CORETAX_MESSAGES,
  DEBIT_NOTE_MESSAGES,
  DUPLICATE_MESSAGES,
  EMAIL_LINK_MESSAGES,
  ERP_DELIVERY_MESSAGES,
  EXPEDITION_MESSAGES,
  HTTP_MESSAGES,
  INTAKE_MESSAGES,
  LIFECYCLE_MESSAGES,
  NON_PO_MESSAGES,
  PO_FLIP_MESSAGES,
  PO_INVOICE_MESSAGES,
  PROXY_BATCH_MESSAGES,
  REVIEW_MESSAGES,
  SPREADSHEET_IMPORT_MESSAGES,
  STAFF_NOTICES,
  SUPPLIER_NOTICES,
  STAMP_DUTY_MESSAGES,
  TASK_MESSAGES,
  TAX_DATE_MESSAGES,
  TAX_NUMBER_MESSAGES,
  TOLERANCE_SETTING_MESSAGES,
  UBL_EXPORT_MESSAGES,
  UPLOAD_MESSAGES,
  UPLOAD_ROW_MESSAGES,
} from '@faktura/domain';
import { en } from '@faktura/domain/i18n/en';
import { inLanguage } from '../../src/lib/messages-language';

type Builder = (...args: string[]) => string;
// The builders take numbers and lists too; each is called here with strings standing for its values.
const b = (build: unknown) => build as Builder;

/** Each template, the domain function that builds the message, and its values in argument order. */
const TEMPLATES: Array<[keyof typeof en.server.messageTemplates, Builder, string[]]> = [
  ['batchInvoiceNotBatchable', b(BATCH_MESSAGES.invoiceNotBatchable), ['no']],
  ['batchNotDraft', b(BATCH_MESSAGES.notDraft), ['no']],
  ['categoryUnknownAccount', b(CATEGORY_MESSAGES.unknownAccount), ['id']],
  ['categoryDuplicateName', b(CATEGORY_MESSAGES.duplicateName), ['name']],
  ['categoryUsedByMappings', b(CATEGORY_MESSAGES.usedByMappings), ['n']],
  ['categoryUsedByInvoices', b(CATEGORY_MESSAGES.usedByInvoices), ['n']],
  ['categoryTooManyDetails', b(CATEGORY_MESSAGES.tooManyDetails), ['max']],
  ['debitNoteAlreadyCreated', b(DEBIT_NOTE_MESSAGES.alreadyCreated), ['dnNo']],
  ['expeditionLineSubmitted', b(EXPEDITION_MESSAGES.lineSubmitted), ['reference']],
  ['expeditionInvalidNumber', b(EXPEDITION_MESSAGES.invalidNumber), ['label']],
  ['expeditionInvoiceAlreadySubmitted', b(EXPEDITION_MESSAGES.invoiceAlreadySubmitted), ['invoiceNo']],
  ['expeditionInvoiceNotSaved', b(EXPEDITION_MESSAGES.invoiceNotSaved), ['invoiceNo']],
  ['expeditionInvoiceChanged', b(EXPEDITION_MESSAGES.invoiceChanged), ['invoiceNo']],
  ['expeditionInvoiceDateDiffers', b(EXPEDITION_MESSAGES.invoiceDateDiffers), ['invoiceNo']],
  ['expeditionUploaded', b(EXPEDITION_MESSAGES.uploaded), ['rows']],
  ['erpDeliveryImported', b(ERP_DELIVERY_MESSAGES.imported), ['erpId']],
  ['httpUnexpected', b(HTTP_MESSAGES.unexpected), ['reference']],
  ['httpNoSuchEndpoint', b(HTTP_MESSAGES.noSuchEndpoint), ['method', 'path']],
  ['lifecycleNotAllowed', b(LIFECYCLE_MESSAGES.notAllowed), ['action', 'status']],
  ['nonPoVatUnknown', b(NON_PO_MESSAGES.vatUnknown), ['code']],
  ['nonPoWhtUnknown', b(NON_PO_MESSAGES.whtUnknown), ['code']],
  ['nonPoReimbursementVendorUnknown', b(NON_PO_MESSAGES.reimbursementVendorUnknown), ['name']],
  ['duplicateInvoiceNo', b(NON_PO_MESSAGES.duplicateInvoiceNo), ['no']],
  ['notEditable', b(NON_PO_MESSAGES.notEditable), ['status']],
  ['notDeletable', b(NON_PO_MESSAGES.notDeletable), ['status']],
  ['nonPoCreatedDetail', b(NON_PO_MESSAGES.createdDetail), ['invoiceNo']],
  ['poInvoiceDuplicateTaxNo', b(PO_INVOICE_MESSAGES.duplicateTaxNo), ['no']],
  ['poInvoiceLineNotOpen', b(PO_INVOICE_MESSAGES.lineNotOpen), ['po', 'line']],
  ['poInvoiceGoodsReceiptNotPrintable', b(PO_INVOICE_MESSAGES.goodsReceiptNotPrintable), ['status']],
  ['proxyBatchNotProxy', b(PROXY_BATCH_MESSAGES.notProxy), ['no']],
  ['reviewNotOpen', b(REVIEW_MESSAGES.notOpen), ['status']],
  ['reviewLineAccountUnknown', b(REVIEW_MESSAGES.lineAccountUnknown), ['lineNum']],
  ['stampDutyNotMarkable', b(STAMP_DUTY_MESSAGES.notMarkable), ['status']],
  ['taskAlreadyDecided', b(TASK_MESSAGES.alreadyDecided), ['status']],
  ['taxNumberUsedByOtherSupplier', b(TAX_NUMBER_MESSAGES.usedByOtherSupplier), ['no']],
  ['uploadTooLarge', b(UPLOAD_MESSAGES.tooLarge), ['limitMb']],
  ['uploadUnpacksTooLarge', b(UPLOAD_MESSAGES.unpacksTooLarge), ['limitMb']],
  ['uploadUnpacksTooManyTimes', b(UPLOAD_MESSAGES.unpacksTooManyTimes), ['ratio']],
  ['uploadTooManyParts', b(UPLOAD_MESSAGES.tooManyParts), ['limit']],
  ['uploadPendingQuota', b(UPLOAD_MESSAGES.pendingQuota), ['limit']],
  ['uploadNotAttachable', b(UPLOAD_MESSAGES.notAttachable), ['status']],
  ['uploadNotDetachable', b(UPLOAD_MESSAGES.notDetachable), ['status']],
  ['rowInvoiceDateFormat', b(UPLOAD_ROW_MESSAGES.invoiceDateFormat), ['line']],
  ['rowTaxDateFormat', b(UPLOAD_ROW_MESSAGES.taxDateFormat), ['line']],
  ['rowDatesNotEqual', b(UPLOAD_ROW_MESSAGES.datesNotEqual), ['line']],
  ['rowInvoiceDateDiffers', b(UPLOAD_ROW_MESSAGES.invoiceDateDiffers), ['line']],
  ['rowReferenceEmpty', b(UPLOAD_ROW_MESSAGES.referenceEmpty), ['line']],
  ['rowReferenceUnknown', b(UPLOAD_ROW_MESSAGES.referenceUnknown), ['reference', 'line']],
  ['rowReferenceSubmitted', b(UPLOAD_ROW_MESSAGES.referenceSubmitted), ['reference', 'line']],
  ['rowReferenceTwice', b(UPLOAD_ROW_MESSAGES.referenceTwice), ['reference', 'line']],
  ['rowInvoiceNoEmpty', b(UPLOAD_ROW_MESSAGES.invoiceNoEmpty), ['line']],
  ['rowInvoiceSubmitted', b(UPLOAD_ROW_MESSAGES.invoiceSubmitted), ['invoiceNo', 'line']],
  ['rowTextTooLong', b(UPLOAD_ROW_MESSAGES.textTooLong), ['label', 'line']],
  ['rowInvalidNumber', b(UPLOAD_ROW_MESSAGES.invalidNumber), ['label', 'line']],
  ['rowMoreErrors', b(UPLOAD_ROW_MESSAGES.moreErrors), ['count']],
  ['sheetTooManyRows', b(SPREADSHEET_IMPORT_MESSAGES.tooManyRows), ['max']],
  ['sheetUnpacksTooLarge', b(SPREADSHEET_IMPORT_MESSAGES.unpacksTooLarge), ['limitMb']],
  ['sheetFormulaWithoutValue', b(SPREADSHEET_IMPORT_MESSAGES.formulaWithoutValue), ['cell']],
  ['sheetTooSlowToRead', b(SPREADSHEET_IMPORT_MESSAGES.tooSlowToRead), ['seconds']],
  ['intakeXmlTooLarge', b(INTAKE_MESSAGES.xmlTooLarge), ['limitMb']],
  ['intakeTooDeep', b(INTAKE_MESSAGES.tooDeep), ['limit']],
  ['intakeTooManyElements', b(INTAKE_MESSAGES.tooManyElements), ['limit']],
  ['intakeMissing', b(INTAKE_MESSAGES.missing), ['element']],
  ['intakeTooManyLines', b(INTAKE_MESSAGES.tooManyLines), ['limit']],
  ['duplicateSameFile', b(DUPLICATE_MESSAGES.sameFile), ['invoiceNo']],
  ['duplicateOpenEarlier', b(DUPLICATE_MESSAGES.openEarlier), ['invoiceNo']],
  ['emailLinkApproveWill', b(EMAIL_LINK_MESSAGES.approveWill), ['invoiceNo']],
  ['emailLinkDeclineWill', b(EMAIL_LINK_MESSAGES.declineWill), ['invoiceNo']],
  ['emailLinkApproved', b(EMAIL_LINK_MESSAGES.approved), ['invoiceNo']],
  ['emailLinkDeclined', b(EMAIL_LINK_MESSAGES.declined), ['invoiceNo']],
  ['poFlipOneCompany', b(PO_FLIP_MESSAGES.oneCompany), ['company']],
  ['poFlipInvoiced', b(PO_FLIP_MESSAGES.invoiced), ['po', 'line']],
  ['toleranceInvalidPct', b(TOLERANCE_SETTING_MESSAGES.invalidPct), ['label']],
  ['intakeNotWellFormed', b(INTAKE_MESSAGES.notWellFormed), ['detail']],
  ['intakeNotDecimal', b(INTAKE_MESSAGES.notDecimal), ['element', 'value']],
  ['intakeNotDate', b(INTAKE_MESSAGES.notDate), ['element', 'value']],
  ['intakeSellerNotYou', b(INTAKE_MESSAGES.sellerNotYou), ['taxId']],
  ['intakeBuyerUnknown', b(INTAKE_MESSAGES.buyerUnknown), ['po']],
  ['intakeNotReceived', b(INTAKE_MESSAGES.notReceived), ['line', 'po', 'poLine']],
  ['intakeNotReceivedItem', b(INTAKE_MESSAGES.notReceivedItem), ['line', 'po']],
  ['intakeQuantityAboveOpen', b(INTAKE_MESSAGES.quantityAboveOpen), ['line', 'quantity', 'open']],
  ['intakeQuantityBelowOpen', b(INTAKE_MESSAGES.quantityBelowOpen), ['line', 'quantity', 'open']],
  ['intakePriceOver', b(INTAKE_MESSAGES.priceOver), ['line', 'breach']],
  ['intakePriceBelow', b(INTAKE_MESSAGES.priceBelow), ['line', 'price', 'poPrice']],
  ['intakeAmount', b(INTAKE_MESSAGES.amount), ['line', 'amount', 'expected']],
  ['sheetCellText', b(SPREADSHEET_IMPORT_MESSAGES.cellText), ['cell', 'problem']],
  ['uploadRowMissingColumns', (labels: string) => UPLOAD_ROW_MESSAGES.missingColumns([labels]), ['labels']],
  ['uploadRowDateOutOfRange', b(UPLOAD_ROW_MESSAGES.dateOutOfRange), ['label', 'line']],
  ['ublTooManyInvoices', b(UBL_EXPORT_MESSAGES.tooManyInvoices), ['count']],
  ['coretaxNoTaxObjectCode', b(CORETAX_MESSAGES.noTaxObjectCode), ['whtCode']],
  ['coretaxMixedRates', b(CORETAX_MESSAGES.mixedRates), ['whtCode']],
];

const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name]!);

describe('messages built with a value, in the reader’s language', () => {
  it('have English templates equal to the domain’s messages', () => {
    for (const [key, build, names] of TEMPLATES) {
      const values = Object.fromEntries(names.map((name, i) => [name, `V${i}x`]));
      expect({ key, text: build(...names.map((name) => values[name]!)) }).toEqual({ key, text: fill(en.server.messageTemplates[key], values) });
    }
  });

  it('are recognised by their English form and worded in Indonesian with the same values', () => {
    expect(inLanguage(TAX_DATE_MESSAGES.uploadDeadlinePassed('2026-11-20'), 'id')).toBe(
      'Batas unggah faktur (20-Nov-2026) telah lewat: faktur yang tidak diunggah penjual dan disetujui di Coretax sampai tanggal itu tidak sah. Periksa statusnya di Coretax.',
    );
    expect(inLanguage(TAX_DATE_MESSAGES.creditWindowClosed('2026-04-30'), 'id')).toBe(
      'PPN faktur ini tidak dapat lagi dikreditkan: masa pengkreditannya (tiga masa pajak setelah bulan faktur) berakhir pada 30-Apr-2026.',
    );
    expect(inLanguage(PO_INVOICE_MESSAGES.duplicateInvoiceNo('INV/01'), 'id')).toBe('No Faktur INV/01 sudah ada');
    expect(inLanguage(LIFECYCLE_MESSAGES.notAllowed('SUBMIT_TO_ERP', 'PAID'), 'id')).toBe('Tindakan SUBMIT_TO_ERP tidak diizinkan pada faktur berstatus PAID');
    expect(inLanguage(SPREADSHEET_IMPORT_MESSAGES.tooManyRows(5000), 'id')).toBe(
      'Sheet memiliki lebih dari 5000 baris: pecah menjadi berkas berisi paling banyak 5000 baris',
    );
    expect(inLanguage(UPLOAD_ROW_MESSAGES.referenceUnknown('R-1', 7), 'id')).toBe('Reference R-1 tidak ditemukan pada baris: 7');
    expect(inLanguage(PO_INVOICE_MESSAGES.duplicateInvoiceNo('INV/01'), 'en')).toBe('Invoice No INV/01 already exists');
    expect(inLanguage('Something not in the catalogue', 'id')).toBe('Something not in the catalogue');
    // A longer template wins over a shorter one that would also match ("File line {{line}}: {{breach}}").
    expect(inLanguage(INTAKE_MESSAGES.priceBelow('2', '9.00', '10.00'), 'id')).toBe(
      'Baris berkas 2: harga 9.00 di bawah harga PO 10.00; faktur menagih harga PO',
    );
  });

  it('word the notifications, stored as the server wrote them (English), the way the catalogue has them', () => {
    const T = en.server.messageTemplates;
    const rejected = SUPPLIER_NOTICES.REJECT!('INV/01', 'Wrong PO');
    expect(rejected).toEqual({ title: fill(T.noticeRejectedTitle, { no: 'INV/01' }), body: fill(T.noticeRejectedBody, { reason: 'Wrong PO' }) });
    expect(SUPPLIER_NOTICES.DECLINE!('INV/01', 'Wrong PO')).toEqual(rejected);
    expect(STAFF_NOTICES.DECLINE('INV/01', 'Wrong PO')).toEqual(rejected);
    expect(SUPPLIER_NOTICES.COMPLETE!('INV/01', null)).toEqual({
      title: fill(T.noticeApprovedTitle, { no: 'INV/01' }),
      body: en.messages.serverNoticeCompletedBody,
    });
    expect(SUPPLIER_NOTICES.RECOMMEND!('INV/01', null)).toEqual({
      title: fill(T.noticeApprovedTitle, { no: 'INV/01' }),
      body: en.messages.serverNoticeRecommendedBody,
    });
    expect(SUPPLIER_NOTICES.ERP_IMPORTED!('INV/01', null)).toEqual({
      title: fill(T.noticePostedTitle, { no: 'INV/01' }),
      body: en.messages.serverNoticePostedBody,
    });
    const waits = STAFF_NOTICES.SEND_TO_RECOMMENDER('INV/01', 'CV Maju Bersama');
    expect(waits).toEqual({ title: fill(T.noticeWaitsTitle, { no: 'INV/01' }), body: fill(T.noticeWaitsBody, { vendor: 'CV Maju Bersama' }) });
    const recommended = STAFF_NOTICES.RECOMMEND('INV/01', 'CV Maju Bersama');
    expect(recommended).toEqual({
      title: fill(T.noticeRecommendedTitle, { no: 'INV/01' }),
      body: fill(T.noticeRecommendedBody, { vendor: 'CV Maju Bersama' }),
    });

    expect([rejected.title, rejected.body].map((text) => inLanguage(text, 'id'))).toEqual([
      'Faktur INV/01 ditolak',
      'Alasan: Wrong PO. Perbaiki lalu kirim kembali.',
    ]);
    // The longer template wins: "approved by the recommender" is not read as "approved".
    expect([recommended.title, recommended.body].map((text) => inLanguage(text, 'id'))).toEqual([
      'Faktur INV/01 disetujui oleh rekomendator',
      'CV Maju Bersama: lengkapi lalu kirim ke ERP.',
    ]);
    expect(inLanguage(SUPPLIER_NOTICES.ERP_IMPORTED!('INV/01', null).body, 'id')).toBe(
      'ERP telah mengimpornya; pembayarannya akan tampil di Laporan Pembayaran.',
    );
  });
});
