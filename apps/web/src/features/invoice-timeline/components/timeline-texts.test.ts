import { describe, expect, it } from 'vitest';
import { buildTimeline, TIMELINE_TEXT_KEYS, type TimelineAuditEvent } from '@faktura/domain';
import { loadLanguage } from '../../../i18n';
import { resetLanguageForTests } from '../../../i18n/language';
import { stepDetail, stepLabel } from './timeline-texts';

const at = (minute: number) => `2026-06-01T02:${String(minute).padStart(2, '0')}:00.000Z`;
const ACTIONS: [string, unknown][] = [
  ['CREATE', null],
  ['UPDATE', null],
  ['ATTACH', { file: 'faktur.pdf' }],
  ['ATTACH', null],
  ['DETACH', { file: 'faktur.pdf' }],
  ['DETACH', null],
  ['REMOVE_LINE', null],
  ['REVIEW_SAVE', null],
  ['DELETE', null],
  ['SUBMIT_BATCH', { batchNo: 'B-7' }],
  ['SUBMIT_BATCH', null],
  ['RESUBMIT', null],
  ['VERIFY', null],
  ['SEND_TO_RECOMMENDER', null],
  ['RECOMMEND', { via: 'via e-mail' }],
  ['COMPLETE', null],
  ['REJECT', null],
  ['DECLINE', null],
  ['SUBMIT_TO_ERP', null],
  ['ERP_IMPORTED', { erpId: '5001' }],
  ['ERP_IMPORTED', null],
  ['ERP_REJECTED', null],
  ['PUT_ON_HOLD', null],
];

/** A step of every text key: each audit action, a delivery retried once and twice, the ERP's schedules and payments. */
const STEPS = buildTimeline({
  events: ACTIONS.map(([action, data], i): TimelineAuditEvent => ({ action, data, at: at(i), actor: 'vendor' })),
  outbox: [
    { status: 'PENDING', attempts: 1, createdAt: at(40) },
    { status: 'SENDING', attempts: 2, createdAt: at(41) },
  ],
  erp: {
    currency: 'IDR',
    schedules: [
      { dueDate: '2026-06-30', grossAmount: '1500000.50', amountRemaining: '0' },
      { dueDate: '2026-08-29', grossAmount: '1500000.50', amountRemaining: '0' },
    ],
    payments: [
      { date: '2026-06-30', amount: '1500000.50', checkNum: 'PAY-1', bank: 'Bank Mandiri' },
      { date: '2026-08-31', amount: '1500000.50', checkNum: 'PAY-2', bank: null },
    ],
  },
  runs: { weekdays: [], monthDays: [31] },
});

describe('timeline step texts', () => {
  it('covers every text key', () => {
    const used = new Set(STEPS.flatMap((s) => [s.labelText.key, ...(s.detailText ? [s.detailText.key] : [])]));
    expect([...used].sort()).toEqual([...TIMELINE_TEXT_KEYS].sort());
  });

  it('says each step in English exactly as the server labels it', () => {
    expect(STEPS.map(stepLabel)).toEqual(STEPS.map((s) => s.label));
    expect(STEPS.map(stepDetail)).toEqual(STEPS.map((s) => s.detail));
  });

  it('reads the label and detail sent when an answer has no texts', () => {
    expect(stepLabel({ label: 'Created', labelText: undefined })).toBe('Created');
    expect(stepDetail({ detail: 'by hand', detailText: null })).toBe('by hand');
  });

  it('says each step in Bahasa Indonesia, dates and amounts as Indonesian writes them', async () => {
    await loadLanguage('id');
    try {
      const labels = STEPS.map(stepLabel);
      expect(labels).toContain('Dikirim dalam batch B-7');
      expect(labels).toContain('Menunggu ERP (pengiriman dicoba 2 kali, dicoba lagi)');
      expect(labels).toContain('Dibayar IDR 1.500.000,50');
      expect(labels).toContain('Dijadwalkan untuk pembayaran: jatuh tempo dan diperkirakan dibayar pada 30-Jun-2026');
      expect(labels).toContain('Dijadwalkan untuk pembayaran: jatuh tempo pada 29-Agu-2026, diperkirakan dibayar pada jadwal pembayaran 31-Agu-2026');
      expect(labels).toContain('Put on hold');
      expect(STEPS.map(stepDetail)).toEqual(
        expect.arrayContaining(['melalui e-mail', 'Cek/referensi PAY-1, Bank Mandiri', 'Cek/referensi PAY-2', 'IDR 1.500.000,50']),
      );
    } finally {
      await loadLanguage('en');
      resetLanguageForTests();
    }
  });
});
