import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { InvoiceTimeline, TimelineStepView } from '@faktura/domain';
import { renderWithProviders } from '../../../test/render';
import { loadLanguage } from '../../../i18n';
import { resetLanguageForTests } from '../../../i18n/language';
import { InvoiceTimelineCard } from './invoice-timeline-card';

const step = (over: Partial<TimelineStepView>): TimelineStepView => ({
  kind: 'CREATED',
  action: 'CREATE',
  label: 'Created',
  at: '2026-06-01T02:00:00.000Z',
  dateOnly: false,
  actor: 'vendor',
  reason: null,
  detail: null,
  ...over,
});

const APPROVED: InvoiceTimeline = {
  invoiceId: 7,
  invoiceNo: 'INV-7',
  status: { code: 'AP', label: 'Approved for payment', reasonCode: null, reason: null, fixedBy: null },
  expected: { dueDate: '2026-06-28', expectedDate: '2026-06-30', amount: '48606477.36', currency: 'IDR' },
  paid: null,
  steps: [
    step({}),
    step({ kind: 'SUBMITTED', action: 'SUBMIT_BATCH', label: 'Submitted in batch B-7', at: '2026-06-01T03:00:00.000Z' }),
    step({ kind: 'REJECTED', action: 'REJECT', label: 'Rejected', actor: 'pic', reason: 'Wrong PO', at: '2026-06-02T03:00:00.000Z' }),
    step({ kind: 'IMPORTED', action: 'ERP_IMPORTED', label: 'Imported into the ERP (ERP id 5001)', actor: 'ERP', at: '2026-06-03T03:00:00.000Z' }),
  ],
};

const REMITTANCES = { items: [{ instance: 'AAM', checkId: 41, checkNum: 'PAY-1', checkDate: '2026-06-30', paidAmount: '48606477.36' }] };

function server(status: number, body: unknown) {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      paths.push(input);
      // A paid invoice's card also asks for its payments, to link each one's remittance advice.
      const answer = input.startsWith('/api/remittances/invoices/') ? REMITTANCES : body;
      return Promise.resolve(new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } }));
    }),
  );
  return paths;
}

afterEach(() => vi.unstubAllGlobals());

describe('InvoiceTimelineCard', () => {
  it('shows the supplier status, the expected payment and every step with who, when and why', async () => {
    const paths = server(200, APPROVED);
    renderWithProviders(<InvoiceTimelineCard invoiceId={7} />);
    expect(await screen.findByText('IDR 48,606,477.36 expected on 30-JUN-2026')).toBeTruthy();
    expect(paths).toEqual(['/api/timeline/7']);
    const card = screen.getByTestId('invoice-timeline');
    expect(within(card).getByText('Invoice timeline')).toBeTruthy();
    expect(within(card).getByText('Approved for payment (AP)')).toBeTruthy();
    expect(within(card).getByText('Due on 28-JUN-2026')).toBeTruthy();
    const steps = within(card).getAllByTestId('timeline-step');
    expect(steps.map((s) => s.querySelector('strong')?.textContent)).toEqual([
      'Created',
      'Submitted in batch B-7',
      'Rejected',
      'Imported into the ERP (ERP id 5001)',
    ]);
    expect(within(steps[2]!).getByText('Wrong PO')).toBeTruthy();
    expect(steps[2]!.textContent).toMatch(/02-JUN-2026 \d{2}:\d{2} · pic/);
  });

  it('shows the payment once paid, with its cheque and bank', async () => {
    server(200, {
      ...APPROVED,
      status: { code: 'PD', label: 'Paid', reasonCode: null, reason: null, fixedBy: null },
      expected: null,
      paid: { date: '2026-06-30', amount: '48606477.36', checkNum: 'PAY-1', bank: 'Bank Mandiri', currency: 'IDR' },
      steps: [
        step({
          kind: 'PAID',
          action: null,
          label: 'Paid IDR 48,606,477.36',
          at: '2026-06-30',
          dateOnly: true,
          actor: 'ERP',
          detail: 'Cheque/reference PAY-1, Bank Mandiri',
        }),
      ],
    });
    renderWithProviders(<InvoiceTimelineCard invoiceId={7} />);
    expect(await screen.findByText('IDR 48,606,477.36 paid on 30-JUN-2026')).toBeTruthy();
    expect(screen.getAllByText('Cheque/reference PAY-1, Bank Mandiri')).toHaveLength(2);
    expect(screen.getByText('30-JUN-2026 · ERP')).toBeTruthy();
    expect(screen.queryByTestId('timeline-expected')).toBeNull();
    const link = await screen.findByRole('link', { name: 'Remittance advice PAY-1' });
    expect(link.getAttribute('href')).toBe('/report/remittances/AAM/41');
  });

  it('says so when there are no steps, and when the timeline cannot be loaded', async () => {
    server(200, { ...APPROVED, status: null, expected: null, steps: [] });
    const first = renderWithProviders(<InvoiceTimelineCard invoiceId={7} />);
    expect(await screen.findByText('Nothing has happened to this invoice yet')).toBeTruthy();
    first.unmount();
    server(404, { code: 'NOT_FOUND', messages: ['Invoice not found'] });
    renderWithProviders(<InvoiceTimelineCard invoiceId={8} />);
    expect(await screen.findByText('The timeline could not be loaded')).toBeTruthy();
    expect(screen.getByText('Invoice not found')).toBeTruthy();
  });

  it('draws the status, payment and steps in Bahasa Indonesia from the steps’ texts, dates the Indonesian way', async () => {
    server(200, {
      ...APPROVED,
      steps: [
        step({ labelText: { key: 'created', values: {} } }),
        step({
          kind: 'SUBMITTED',
          action: 'SUBMIT_BATCH',
          label: 'Submitted in batch B-7',
          labelText: { key: 'submittedInBatch', values: { batchNo: 'B-7' } },
          at: '2026-08-01T03:00:00.000Z',
        }),
        step({
          kind: 'APPROVED',
          action: 'RECOMMEND',
          label: 'Approved by the recommender',
          labelText: { key: 'approvedByRecommender', values: {} },
          detail: 'via e-mail',
          detailText: { key: 'viaEmail', values: {} },
        }),
      ],
    });
    await loadLanguage('id');
    try {
      renderWithProviders(<InvoiceTimelineCard invoiceId={7} />);
      expect(await screen.findByText('IDR 48.606.477,36 diperkirakan dibayar pada 30-Jun-2026')).toBeTruthy();
      const card = screen.getByTestId('invoice-timeline');
      expect(within(card).getByText('Riwayat faktur')).toBeTruthy();
      expect(within(card).getByText('Disetujui untuk dibayar (AP)')).toBeTruthy();
      const steps = within(card).getAllByTestId('timeline-step');
      expect(steps.map((s) => s.querySelector('strong')?.textContent)).toEqual(['Dibuat', 'Dikirim dalam batch B-7', 'Disetujui oleh rekomendator']);
      expect(steps[1]!.textContent).toMatch(/01-Agu-2026 \d{2}:\d{2} · vendor/);
      expect(within(steps[2]!).getByText('melalui e-mail')).toBeTruthy();
    } finally {
      await loadLanguage('en');
      resetLanguageForTests();
    }
  });
});
