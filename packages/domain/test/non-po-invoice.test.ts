import { describe, expect, it } from 'vitest';
import {
  addLineProblem,
  checkTransition,
  computeNonPoTotals,
  totalPpnNote,
  invoicePermissions,
  isForwarderCategory,
  isTravelDetail,
  lineCategoryProblems,
  lookupSearchQuerySchema,
  needsReimbursement,
  nonPoInvoiceFormSchema,
  validateNonPoInvoice,
  validateProxyInvoice,
} from '../src/index';

const empty = nonPoInvoiceFormSchema.parse({});
const line = { categoryDetailId: 11, description: 'Taxi', amount: '150000', vatCode: 'PPN 12%', whtCode: null, coaId: null, remarks: '' };
const reimbursement = {
  vendorId: null,
  vendorName: 'Hotel Mulia',
  taxNo: '010.000-24.00000009',
  taxDate: '2026-11-02',
  taxValue: '12000',
  coaId: null,
  group: 'GENERAL',
};
const complete = nonPoInvoiceFormSchema.parse({
  orgId: 82,
  instance: 'AAM',
  vendorId: 3001,
  invoiceNo: 'NP-1',
  invoiceDate: '2026-11-02',
  taxNo: '010.000-24.00000001',
  taxDate: '2026-11-02',
  bankAccountId: 1,
  paymentMethod: 'TRANSFER',
  categoryId: 1,
  lines: [line],
  attachmentIds: [5],
});

describe('non-PO create/save messages, all at once', () => {
  it('lists every message of an empty create form in the order of the form', () => {
    expect(validateNonPoInvoice(empty, { mode: 'create' })).toEqual([
      'Please select company',
      'Invoice No is empty',
      'Tax Invoice No is empty',
      'Line is required',
      'Invoice date is empty',
      'Tax Date is empty',
      'Attachment is required',
    ]);
  });

  it('asks for an attachment on create only, counting the files already stored on update', () => {
    const noFile = { ...complete, attachmentIds: [] };
    expect(validateNonPoInvoice(noFile, { mode: 'create' })).toEqual(['Attachment is required']);
    expect(validateNonPoInvoice(noFile, { mode: 'update' })).toEqual([]);
    expect(validateNonPoInvoice(noFile, { mode: 'create', existingAttachments: 1 })).toEqual([]);
  });

  it('refuses incomplete lines (zero, empty or negative amount, no description) and reimbursement lines', () => {
    for (const bad of [{ amount: '0' }, { amount: '' }, { amount: '-5' }, { description: ' ' }, { categoryDetailId: null }]) {
      expect(validateNonPoInvoice({ ...complete, lines: [{ ...line, ...bad }] }, { mode: 'create' })).toEqual(['Line Detail Incomplete']);
    }
    for (const bad of [{ taxNo: '' }, { taxDate: '' }, { taxValue: '' }, { taxValue: '0' }]) {
      expect(validateNonPoInvoice({ ...complete, reimbursements: [{ ...reimbursement, ...bad }] }, { mode: 'create' })).toEqual(['Line Reimburse Incomplete']);
    }
    expect(validateNonPoInvoice({ ...complete, reimbursements: [reimbursement] }, { mode: 'create' })).toEqual([]);
  });

  it('asks for a category once lines exist, and a tax invoice number of a known form', () => {
    expect(validateNonPoInvoice({ ...complete, categoryId: null }, { mode: 'update' })).toEqual(['Please select category']);
    expect(validateNonPoInvoice({ ...complete, taxNo: '12345' }, { mode: 'update' })).toEqual([
      'Tax Invoice No is not valid. ex: 010.000-24.00000001 or 17 digits (Coretax)',
    ]);
  });
});

describe('proxy save/submit messages, all collected', () => {
  it('lists every message of an empty proxy form', () => {
    expect(validateProxyInvoice(empty, { mode: 'create' })).toEqual([
      'Please select company',
      'Please select supplier',
      'Invoice Number is empty',
      'Invoice Date is empty',
      'Tax Number is empty',
      'Tax Date is empty',
      'Choose Bank Account',
      'Choose Payment Method',
      'Attachment is required',
      'Line is empty',
    ]);
  });

  it('accepts a complete proxy form and counts stored attachments on save', () => {
    expect(validateProxyInvoice(complete, { mode: 'create' })).toEqual([]);
    expect(validateProxyInvoice({ ...complete, attachmentIds: [] }, { mode: 'update', existingAttachments: 2 })).toEqual([]);
    expect(validateProxyInvoice({ ...complete, lines: [{ ...line, amount: '0' }] }, { mode: 'create' })).toEqual(['Line Detail Incomplete']);
  });
});

describe('one category for all lines', () => {
  it('Add Line needs a category, and the same one as the lines already there', () => {
    expect(addLineProblem(null, [])).toBe('Please select category');
    expect(addLineProblem(2, [1])).toBe('Detail Category cannot be different');
    expect(addLineProblem(1, [1, null])).toBeNull();
  });

  it('the server checks every line detail belongs to the invoice category', () => {
    const owner = (id: number) => ({ 11: 1, 12: 1, 21: 2 })[id];
    expect(lineCategoryProblems(1, [{ categoryDetailId: 11 }, { categoryDetailId: 12 }], owner)).toEqual([]);
    expect(lineCategoryProblems(1, [{ categoryDetailId: 11 }, { categoryDetailId: 21 }], owner)).toEqual(['Detail Category cannot be different']);
    expect(lineCategoryProblems(1, [{ categoryDetailId: 99 }], owner)).toEqual(['Detail category is not a detail of the chosen category']);
    expect(lineCategoryProblems(null, [{ categoryDetailId: 11 }], owner)).toEqual(['Please select category']);
  });
});

describe('the switches: reimbursement, forwarder, travel, autocomplete', () => {
  it('REIMBURSTMENT shows the Reimburse section, FORWARDER the SK button, Jasa Inklaring travel mode', () => {
    expect(needsReimbursement(['Taxi', 'REIMBURSTMENT'])).toBe(true);
    expect(needsReimbursement(['Taxi', null])).toBe(false);
    expect(isForwarderCategory('FORWARDER')).toBe(true);
    expect(isForwarderCategory('DDK')).toBe(false);
    expect(isTravelDetail('Jasa Inklaring')).toBe(true);
    expect(isTravelDetail('Freight Charge')).toBe(false);
  });

  it('autocomplete searches only with non-empty input', () => {
    expect(lookupSearchQuerySchema.safeParse({ search: '  ' }).success).toBe(false);
    expect(lookupSearchQuerySchema.safeParse({ search: '610' }).success).toBe(true);
  });
});

describe('non-PO totals', () => {
  it('computes PPN per VAT code rate and WHT per code in exact decimals; Total Invoice = Total Line + Total PPn', () => {
    const t = computeNonPoTotals(
      [
        { amount: '333.33', vatCode: 'PPN 11%', vatRate: '11', whtCode: 'PPh 23 2%', whtRate: '2' },
        { amount: '1000.00', vatCode: 'PPN 12%', vatRate: '12.0000', whtCode: null, whtRate: null },
        { amount: '0.10', vatCode: 'PPN 12%', vatRate: '12', whtCode: 'PPh 23 2%', whtRate: '2.00' },
      ],
      'USD',
    );
    expect(t.lineTaxes).toEqual(['36.67', '120.00', '0.01']);
    expect(t.lineWht).toEqual(['6.67', '0.00', '0.00']);
    expect(t.ppn).toEqual([
      { code: 'PPN 11%', rate: '11.00', base: '333.33', amount: '36.67' },
      { code: 'PPN 12%', rate: '12.00', base: '1000.10', amount: '120.01' },
    ]);
    expect(t.wht).toEqual([{ code: 'PPh 23 2%', rate: '2.00', base: '333.43', amount: '6.67' }]);
    expect(t).toMatchObject({ totalLine: '1333.43', totalPpn: '156.68', totalWht: '6.67', totalInvoice: '1490.11' });
  });

  it('rounds IDR PPN down to whole rupiah and reads half-typed amounts as zero', () => {
    const t = computeNonPoTotals(
      [
        { amount: '333.33', vatCode: 'PPN 11%', vatRate: '11', whtCode: null, whtRate: null },
        { amount: '', vatCode: 'PPN 11%', vatRate: '11', whtCode: null, whtRate: null },
        { amount: 'abc', vatCode: null, vatRate: null, whtCode: null, whtRate: null },
      ],
      'IDR',
    );
    expect(t).toMatchObject({ totalLine: '333.33', totalPpn: '36.00', totalInvoice: '369.33' });
  });

  it('explains Total PPn only where it differs from the PPN per code above it', () => {
    const lines = [
      { amount: '1234567.89', vatCode: 'PPN 12%', vatRate: '12', whtCode: null, whtRate: null },
      { amount: '0.10', vatCode: 'PPN 12%', vatRate: '12', whtCode: null, whtRate: null },
    ];
    const idr = computeNonPoTotals(lines, 'IDR');
    expect(idr.ppn[0]!.amount).toBe('148148.16');
    expect(idr.totalPpn).toBe('148148.00');
    expect(totalPpnNote(idr)).toBe('Rounded down to whole rupiah');
    expect(totalPpnNote(computeNonPoTotals(lines, 'USD'))).toBeNull();
    expect(totalPpnNote(computeNonPoTotals([{ ...lines[0]!, amount: '1000' }], 'IDR'))).toBeNull();
  });
});

describe('life cycle of non-PO and proxy invoices', () => {
  const facts = { kind: 'NON_PO' as const, status: 'DRAFT', fileCount: 1, lineCount: 1, inBatch: false };
  it('a supplier batches its DRAFT non-PO invoice; submitting the batch opens it', () => {
    expect(invoicePermissions(facts, 'VENDOR')).toMatchObject({ canEdit: true, canDelete: true, canAddToBatch: true });
    expect(checkTransition('SUBMIT_BATCH', { kind: 'NON_PO', status: 'DRAFT' }, 'VENDOR').ok).toBe(true);
  });

  it('the PIC edits and sends its own proxy invoice; a supplier does not', () => {
    const proxy = { ...facts, kind: 'PROXY' as const };
    expect(invoicePermissions(proxy, 'PIC')).toMatchObject({ canEdit: true, canDelete: true, canAddToBatch: false, actions: ['SEND_TO_RECOMMENDER'] });
    expect(invoicePermissions(proxy, 'VENDOR')).toMatchObject({ canEdit: false, canDelete: false });
    expect(invoicePermissions({ ...facts, status: 'REJECTED' }, 'VENDOR')).toMatchObject({ canEdit: true, canDelete: false, canDeleteAttachment: false });
  });
});
