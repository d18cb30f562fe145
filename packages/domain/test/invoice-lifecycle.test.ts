import { describe, expect, it } from 'vitest';
import {
  INVOICE_STATUS,
  INVOICE_TRANSITIONS,
  LIFECYCLE_MESSAGES,
  SUPPLIER_NOTICES,
  can,
  canJoinBatch,
  checkTransition,
  invoiceDetailPath,
  invoiceKindOf,
  invoicePermissions,
  invoiceTypeCode,
  isEditableStatus,
  kindsAllowing,
  parseInvoiceStatus,
  statusesAllowing,
  type InvoiceFacts,
} from '../src/index';

const po = (status: string, more: Partial<InvoiceFacts> = {}): InvoiceFacts => ({ kind: 'PO', status, fileCount: 1, lineCount: 1, inBatch: false, ...more });

describe('invoice kinds', () => {
  it('reads INVOICE_TYPE as the spec spells it, empty meaning a PO invoice', () => {
    expect(['', 'INVOICE NON PO', 'INVOICE PROXY', 'invoice proxy '].map(invoiceKindOf)).toEqual(['PO', 'NON_PO', 'PROXY', 'PROXY']);
    expect(invoiceTypeCode('PO')).toBe('');
    expect(invoiceTypeCode('NON_PO')).toBe('INVOICE NON PO');
  });

  it('reads the legacy REJECT as REJECTED and refuses values outside the life cycle', () => {
    expect(parseInvoiceStatus('reject')).toBe(INVOICE_STATUS.REJECTED);
    expect(parseInvoiceStatus('CANCELLED')).toBeNull();
  });
});

describe('transition table', () => {
  it('moves a DRAFT PO invoice to OPEN when the supplier submits its batch, and no one else', () => {
    const check = checkTransition('SUBMIT_BATCH', { kind: 'PO', status: 'DRAFT' }, 'VENDOR');
    expect(check.ok && check.transition.to).toBe('OPEN');
    expect(checkTransition('SUBMIT_BATCH', { kind: 'PO', status: 'DRAFT' }, 'PIC')).toEqual({
      ok: false,
      messages: ['Action SUBMIT_BATCH is not allowed on an invoice in status DRAFT'],
    });
    expect(checkTransition('SUBMIT_BATCH', { kind: 'PO', status: 'OPEN' }, 'VENDOR').ok).toBe(false);
  });

  it('asks for a reason on every reject, with the spec text', () => {
    expect(checkTransition('REJECT', { kind: 'PO', status: 'OPEN' }, 'ORACLE', { reason: '  ' })).toEqual({ ok: false, messages: ['Reason must be filled'] });
    const ok = checkTransition('REJECT', { kind: 'NON_PO', status: 'OPEN' }, 'PIC', { reason: 'Wrong tax number' });
    expect(ok.ok && ok.transition.to).toBe('REJECTED');
  });

  it('lists every missing finance field at once, in the spec words', () => {
    const check = checkTransition('SUBMIT_TO_ERP', { kind: 'PO', status: 'PROCESSED' }, 'ORACLE', {});
    expect(check).toEqual({ ok: false, messages: ['Choose Bank Account', 'Choose Payment Method', 'Choose Term', 'Choose PayGroup'] });
    const ready = checkTransition('SUBMIT_TO_ERP', { kind: 'PO', status: 'PROCESSED' }, 'ORACLE', {
      bankAccountId: 1,
      paymentMethod: 'EFT',
      termId: 2,
      payGroup: 'SUPPLIER',
    });
    expect(ready.ok && ready.transition.to).toBe('PROCESSING');
  });

  it('asks the PIC for the charge account and the rest before a proxy invoice goes to the recommender', () => {
    expect(checkTransition('SEND_TO_RECOMMENDER', { kind: 'PROXY', status: 'DRAFT' }, 'PIC', { bankAccountId: 1 })).toEqual({
      ok: false,
      messages: ['Choose Payment Method', 'Choose Term', 'Choose Charge of Account'],
    });
  });

  it('needs verification before a non-PO invoice goes to the recommender', () => {
    const facts = { bankAccountId: 1, paymentMethod: 'EFT', termId: 2, chargeAccountId: 3 };
    expect(checkTransition('SEND_TO_RECOMMENDER', { kind: 'NON_PO', status: 'OPEN' }, 'PIC', facts)).toEqual({
      ok: false,
      messages: [LIFECYCLE_MESSAGES.verified],
    });
    const sent = checkTransition('SEND_TO_RECOMMENDER', { kind: 'NON_PO', status: 'OPEN' }, 'PIC', { ...facts, verified: true });
    expect(sent.ok && sent.transition.to).toBe('REVIEW');
  });

  it('returns an ERP rejection to PROCESSED and an import to POSTED, for the system only', () => {
    expect(checkTransition('ERP_IMPORTED', { kind: 'PO', status: 'PROCESSING' }, 'ORACLE').ok).toBe(false);
    const back = checkTransition('ERP_REJECTED', { kind: 'PO', status: 'PROCESSING' }, 'SYSTEM', { reason: 'INVALID SUPPLIER' });
    expect(back.ok && back.transition.to).toBe('PROCESSED');
  });

  it('never leaves POSTED, and every transition names a real target', () => {
    expect(INVOICE_TRANSITIONS.filter((t) => t.from.includes('POSTED'))).toEqual([]);
    expect(INVOICE_TRANSITIONS.every((t) => !t.from.includes(t.to))).toBe(true);
  });
});

describe('screen permissions derived from the life cycle', () => {
  it('lets the supplier edit a PO invoice only in DRAFT or REJECTED (the legacy REJECT too), and delete only a DRAFT', () => {
    expect(['DRAFT', 'REJECTED', 'REJECT', 'OPEN'].map((s) => invoicePermissions(po(s), 'VENDOR').canEdit)).toEqual([true, true, true, false]);
    expect(['DRAFT', 'REJECTED'].map((s) => invoicePermissions(po(s), 'VENDOR').canDelete)).toEqual([true, false]);
    expect(invoicePermissions(po('DRAFT'), 'ORACLE').canEdit).toBe(false);
  });

  it('allows an upload while no file exists, while editable, or to finance on any status; never to a PIC on a PO invoice', () => {
    expect(invoicePermissions(po('OPEN', { fileCount: 0 }), 'VENDOR').canUpload).toBe(true);
    expect(invoicePermissions(po('OPEN'), 'VENDOR').canUpload).toBe(false);
    expect(invoicePermissions(po('POSTED'), 'ORACLE').canUpload).toBe(true);
    expect(invoicePermissions(po('DRAFT'), 'PIC').canUpload).toBe(false);
  });

  it('lets a PIC manage the files of a non-PO invoice it reviews, not of a posted one', () => {
    const nonPo = (status: string) => ({ ...po(status), kind: 'NON_PO' as const });
    expect(invoicePermissions(nonPo('OPEN'), 'PIC')).toMatchObject({ canUpload: true, canDeleteAttachment: true, canEdit: false });
    expect(invoicePermissions(nonPo('POSTED'), 'PIC')).toMatchObject({ canUpload: false, canDeleteAttachment: false });
  });

  it('prints the goods receipt note of an editable PO invoice with lines, and batches a DRAFT not yet in a batch', () => {
    expect(invoicePermissions(po('REJECTED'), 'PIC').canPrintGoodsReceipt).toBe(true);
    expect(invoicePermissions(po('DRAFT', { lineCount: 0 }), 'VENDOR').canPrintGoodsReceipt).toBe(false);
    expect(invoicePermissions(po('DRAFT'), 'VENDOR').canAddToBatch).toBe(true);
    expect(invoicePermissions(po('DRAFT', { inBatch: true }), 'VENDOR').canAddToBatch).toBe(false);
  });

  it('offers finance the actions the table allows from the current status', () => {
    expect(invoicePermissions(po('OPEN'), 'ORACLE').actions).toEqual(['REJECT', 'COMPLETE']);
    expect(invoicePermissions(po('PROCESSED'), 'ORACLE').actions).toEqual(['REJECT', 'SUBMIT_TO_ERP']);
    expect(invoicePermissions(po('POSTED'), 'ORACLE').actions).toEqual([]);
  });
});

describe('supplier notices', () => {
  it('tells the supplier why its invoice was rejected, and stays quiet on its own submit', () => {
    expect(SUPPLIER_NOTICES.REJECT?.('INV-1', 'Wrong tax number')).toEqual({
      title: 'Invoice INV-1 was rejected',
      body: 'Reason: Wrong tax number. Correct it and submit it again.',
    });
    expect(SUPPLIER_NOTICES.SUBMIT_BATCH).toBeUndefined();
    const rejecting = INVOICE_TRANSITIONS.filter((t) => t.to === 'REJECTED').map((t) => t.action);
    expect(rejecting.every((a) => SUPPLIER_NOTICES[a])).toBe(true);
  });
});

describe('invoice links', () => {
  it('opens each kind on its own detail route, as the spec route table names them', () => {
    const base = { id: 7, orgId: 82, vendorId: 5001, instance: 'AAM' };
    expect(invoiceDetailPath({ ...base, invoiceType: '' })).toBe('/invoice/detail/7?vendorId=5001&orgId=82&instance=AAM');
    expect(invoiceDetailPath({ ...base, invoiceType: 'INVOICE NON PO' })).toBe('/invoice/detail-nonpo/7/82/5001/N?instance=AAM');
    expect(invoiceDetailPath({ ...base, invoiceType: 'INVOICE PROXY' })).toBe('/invoice/detail-proxy/7/82/5001?instance=AAM');
  });
});

describe('asking the life cycle what a status allows', () => {
  it('allows with the transition, or refuses saying why: the status, the actor, or not the recommender', () => {
    const allowed = can('COMPLETE', { kind: 'PO', status: 'OPEN' }, 'ORACLE');
    expect(allowed.allowed && allowed.transition.to).toBe('PROCESSED');
    expect(can('COMPLETE', { kind: 'PO', status: 'DRAFT' }, 'ORACLE')).toEqual({
      allowed: false,
      refusal: 'status',
      message: 'Action COMPLETE is not allowed on an invoice in status DRAFT',
    });
    expect(can('COMPLETE', { kind: 'PO', status: 'OPEN' }, 'PIC')).toMatchObject({ allowed: false, refusal: 'actor' });
    expect(can('RECOMMEND', { kind: 'NON_PO', status: 'REVIEW' }, 'PIC')).toEqual({
      allowed: false,
      refusal: 'recommender',
      message: LIFECYCLE_MESSAGES.notRecommender,
    });
    expect(can('RECOMMEND', { kind: 'NON_PO', status: 'REVIEW' }, 'PIC', { recommender: true }).allowed).toBe(true);
    expect(can('RESUBMIT', { kind: 'PO', status: 'reject' }, 'VENDOR').allowed).toBe(true);
  });

  it('lists the statuses and kinds an action starts from, for queries', () => {
    expect(statusesAllowing('RECOMMEND')).toEqual(['REVIEW']);
    expect(statusesAllowing('SEND_TO_RECOMMENDER', 'PROXY')).toEqual(['DRAFT', 'OPEN']);
    expect(statusesAllowing('SEND_TO_RECOMMENDER', 'NON_PO')).toEqual(['OPEN']);
    expect(statusesAllowing('REJECT', 'PO', 'PIC')).toEqual([]);
    expect(kindsAllowing('SUBMIT_BATCH')).toEqual(['PO', 'NON_PO']);
    expect(kindsAllowing('RECOMMEND')).toEqual(['NON_PO', 'PROXY']);
  });

  it('keeps an invoice its author’s to change in DRAFT and REJECTED, and batches what a batch submission can move', () => {
    expect(['DRAFT', 'OPEN', 'REVIEW', 'PROCESSED', 'PROCESSING', 'POSTED', 'REJECTED', 'REJECT'].filter(isEditableStatus)).toEqual([
      'DRAFT',
      'REJECTED',
      'REJECT',
    ]);
    expect(canJoinBatch({ kind: 'NON_PO', status: 'DRAFT' }, 'VENDOR')).toBe(true);
    expect(canJoinBatch({ kind: 'PROXY', status: 'DRAFT' }, 'PIC')).toBe(false);
    expect(canJoinBatch({ kind: 'PO', status: 'REJECTED' }, 'VENDOR')).toBe(false);
  });
});
