import { describe, expect, it } from 'vitest';
import { INVOICE_ACTIONS } from '../src/invoice-lifecycle';
import { TIMELINE_LABELS, buildTimeline, type TimelineAuditEvent } from '../src/timeline';

const ev = (action: string, at: string, extra: Partial<TimelineAuditEvent> = {}): TimelineAuditEvent => ({ action, at, actor: 'vendor1', ...extra });

describe('buildTimeline', () => {
  it('tells an invoice from creation to paid, in order, with who, when and why', () => {
    const steps = buildTimeline({
      events: [
        ev('SUBMIT_BATCH', '2026-06-01T09:00:00.000Z', { data: { batchNo: 'B-0007' } }),
        ev('CREATE', '2026-06-01T08:00:00.000Z'),
        ev('REJECT', '2026-06-02T10:00:00.000Z', { actor: 'Pic One', reason: 'Wrong PO' }),
        ev('RESUBMIT', '2026-06-03T10:00:00.000Z'),
        ev('VERIFY', '2026-06-04T10:00:00.000Z', { actor: 'Pic One' }),
        ev('SEND_TO_RECOMMENDER', '2026-06-04T11:00:00.000Z', { actor: 'Pic One' }),
        ev('RECOMMEND', '2026-06-05T11:00:00.000Z', { actor: 'Boss' }),
        ev('SUBMIT_TO_ERP', '2026-06-06T11:00:00.000Z', { actor: 'Finance' }),
        ev('ERP_REJECTED', '2026-06-06T11:01:00.000Z', {
          actor: null,
          reason: 'ERP rejected: ACCT DATE NOT IN OPEN PD: closed',
          data: { rejections: [{ code: 'ACCT DATE NOT IN OPEN PD', message: 'closed' }] },
        }),
        ev('SUBMIT_TO_ERP', '2026-06-07T11:00:00.000Z', { actor: 'Finance' }),
        ev('ERP_IMPORTED', '2026-06-07T11:01:00.000Z', { actor: null, data: { erpId: 50000001 } }),
      ],
      erp: {
        currency: 'IDR',
        schedules: [{ dueDate: '2026-06-24', grossAmount: '48606477.36', amountRemaining: '0' }],
        payments: [{ date: '2026-06-26', amount: '48606477.36', checkNum: 'CHK-9', bank: 'Bank Mandiri' }],
      },
      runs: { weekdays: [5], monthDays: [] },
    });
    expect(steps.map((s) => s.label)).toEqual([
      'Created',
      'Submitted in batch B-0007',
      'Rejected',
      'Submitted again',
      'Verified',
      'Sent to the recommender',
      'Approved by the recommender',
      'Sent to the ERP',
      'Rejected by the ERP',
      'Sent to the ERP',
      'Imported into the ERP (ERP id 50000001)',
      'Scheduled for payment: due on 24-JUN-2026, expected on the payment run of 26-JUN-2026',
      'Paid IDR 48,606,477.36',
    ]);
    expect(steps[2]).toMatchObject({ kind: 'REJECTED', actor: 'Pic One', reason: 'Wrong PO' });
    expect(steps[8]).toMatchObject({ kind: 'ERP_REJECTED', actor: 'ERP', reason: 'the GL date is in a closed period' });
    expect(steps[12]).toMatchObject({ kind: 'PAID', at: '2026-06-26', dateOnly: true, detail: 'Cheque/reference CHK-9, Bank Mandiri' });
  });

  it('maps every life-cycle action to a step of its own, never the generic one', () => {
    for (const action of INVOICE_ACTIONS) expect(buildTimeline({ events: [ev(action, '2026-01-01T00:00:00Z')] })[0]!.kind).not.toBe('OTHER');
  });

  it("says when a decision came from an e-mail link (the audit data's via), and nothing otherwise", () => {
    const [byMail, inPortal] = buildTimeline({
      events: [
        ev('RECOMMEND', '2026-01-01T00:00:00Z', { actor: 'recommender', data: { via: 'via e-mail' } }),
        ev('DECLINE', '2026-01-02T00:00:00Z', { actor: 'recommender', reason: 'No PO', data: { onBehalfOf: 'boss' } }),
      ],
    });
    expect(byMail).toMatchObject({ kind: 'APPROVED', label: 'Approved by the recommender', detail: 'via e-mail' });
    expect(inPortal).toMatchObject({ kind: 'REJECTED', detail: null });
  });

  it('still shows an action it does not know, in words', () => {
    const [step] = buildTimeline({ events: [ev('PUT_ON_HOLD', '2026-01-01T00:00:00Z', { data: 42 })] });
    expect(step).toMatchObject({ kind: 'OTHER', label: 'Put on hold' });
    expect(TIMELINE_LABELS.other('')).toBe('Changed');
  });

  it('reads an ERP rejection from its reason when the data lacks it, and shows a delivery being retried', () => {
    const steps = buildTimeline({
      events: [ev('ERP_REJECTED', '2026-01-01T00:00:00Z', { actor: null, reason: 'ERP rejected: NO SUPPLIER: x', data: null })],
      outbox: [{ status: 'PENDING', attempts: 2, createdAt: '2026-01-02T00:00:00Z', lastAttemptAt: '2026-01-02T00:05:00Z', lastError: 'ERP down' }],
    });
    expect(steps[0]!.reason).toBe("your supplier record is missing in the buyer's ERP");
    expect(steps[1]).toMatchObject({ kind: 'ERP_RETRYING', label: 'Waiting for the ERP (delivery tried 2 times, retrying)', reason: 'ERP down' });
  });

  it('says its labels in these words', () => {
    expect(TIMELINE_LABELS.submitted(null)).toBe('Submitted');
    expect(TIMELINE_LABELS.imported(null)).toBe('Imported into the ERP');
    expect(TIMELINE_LABELS.fileAttached('a.pdf')).toBe('File attached: a.pdf');
    expect(TIMELINE_LABELS.fileRemoved(null)).toBe('File removed');
    expect(TIMELINE_LABELS.erpRetrying(1)).toBe('Waiting for the ERP (delivery tried 1 time, retrying)');
    expect(TIMELINE_LABELS.scheduled('2026-06-30', '2026-06-30')).toBe('Scheduled for payment: due and expected on 30-JUN-2026');
    expect(TIMELINE_LABELS.paidDetail('C1', null)).toBe('Cheque/reference C1');
    expect([TIMELINE_LABELS.title, TIMELINE_LABELS.empty, TIMELINE_LABELS.loadError, TIMELINE_LABELS.system, TIMELINE_LABELS.erp]).toEqual([
      'Invoice timeline',
      'Nothing has happened to this invoice yet',
      'The timeline could not be loaded',
      'Portal',
      'ERP',
    ]);
    expect([
      TIMELINE_LABELS.created,
      TIMELINE_LABELS.edited,
      TIMELINE_LABELS.lineRemoved,
      TIMELINE_LABELS.reviewSaved,
      TIMELINE_LABELS.deleted,
      TIMELINE_LABELS.approvedByFinance,
      TIMELINE_LABELS.declined,
    ]).toEqual(['Created', 'Edited', 'Line removed', 'Review details saved', 'Deleted', 'Approved by finance', 'Declined by the recommender']);
  });
});
