import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { PAYMENT_RUN_MESSAGES, REFERENCE_ERP_MESSAGES, WEEKDAY_LABELS, type PaymentRun } from '@faktura/domain';
import { en } from '@faktura/domain/i18n/en';
import { mockFetch, on } from '../../../test/fetch-mock';
import { makeLogin } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { saveLogin } from '../../../lib/session';
import { loadLanguage } from '../../../i18n';
import { resetLanguageForTests } from '../../../i18n/language';
import { PaymentRunsPage } from './payment-runs-page';

const RUN: PaymentRun = {
  instance: 'AAM',
  orgId: 82,
  companyName: 'PT Astra Agro Lestari',
  weekdays: [2],
  monthDays: [31],
  updatedBy: 'finance',
  updatedAt: '2026-08-17T03:00:00.000Z',
};
const NO_BATCH = on('GET', '/api/reference-erp/payment-batches', { available: false, today: '2026-08-17' });

describe('PaymentRunsPage', () => {
  it('says in English what the domain says (confirmation, saved, weekdays, the payment batch)', () => {
    const runs = en.reports.paymentRuns;
    expect([runs.confirm, runs.saved]).toEqual([PAYMENT_RUN_MESSAGES.confirm, PAYMENT_RUN_MESSAGES.saved]);
    expect(Object.values(runs.weekdays)).toEqual(WEEKDAY_LABELS.map((d) => d.slice(0, 3)));
    const batch = en.reports.paymentBatch;
    expect([batch.title, batch.intro, batch.confirm, batch.run, batch.noneDue]).toEqual([
      REFERENCE_ERP_MESSAGES.title,
      REFERENCE_ERP_MESSAGES.intro,
      REFERENCE_ERP_MESSAGES.confirm,
      REFERENCE_ERP_MESSAGES.run,
      REFERENCE_ERP_MESSAGES.noneDue,
    ]);
  });

  it('lists each company’s run days', async () => {
    saveLogin(makeLogin({ typeUser: 'ORACLE' }));
    mockFetch(on('GET', '/api/master/payment-runs', { items: [RUN] }), NO_BATCH);
    renderWithProviders(<PaymentRunsPage />);
    const row = (await screen.findByText('PT Astra Agro Lestari')).closest('tr')!;
    expect(within(row).getByRole('checkbox', { name: 'Tue' })).toHaveProperty('checked', true);
    expect(within(row).getByText(/17-AUG-2026 \d{2}:\d{2} by finance/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save payment runs of PT Astra Agro Lestari' })).toBeTruthy();
  });

  it('draws the page in Bahasa Indonesia', async () => {
    await loadLanguage('id');
    try {
      saveLogin(makeLogin({ typeUser: 'ORACLE' }));
      mockFetch(on('GET', '/api/master/payment-runs', { items: [RUN] }), NO_BATCH);
      renderWithProviders(<PaymentRunsPage />);
      const row = (await screen.findByText('PT Astra Agro Lestari')).closest('tr')!;
      expect(within(row).getByRole('checkbox', { name: 'Sel' })).toHaveProperty('checked', true);
      expect(within(row).getByText(/17-Agu-2026 \d{2}:\d{2} oleh finance/)).toBeTruthy();
      expect(within(row).getByText('31 (hari terakhir)')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Simpan hari pembayaran PT Astra Agro Lestari' })).toBeTruthy();
      expect(screen.getByText('Jadwal Pembayaran Rutin')).toBeTruthy();
      expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Perusahaan', 'Instance', 'Hari Pembayaran', 'Perubahan Terakhir']);
    } finally {
      await loadLanguage('en');
      resetLanguageForTests();
    }
  });
});
