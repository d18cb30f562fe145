import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, on } from '../../../test/fetch-mock';
import { makeLogin } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { typeDate } from '../../../test/user';
import { saveLogin } from '../../../lib/session';
import { loadLanguage } from '../../../i18n';
import { resetLanguageForTests } from '../../../i18n/language';
import { ReferencePaymentBatch } from './reference-payment-batch';

const AVAILABLE = on('GET', '/api/reference-erp/payment-batches', { available: true, today: '2026-06-20' });
const PAID = {
  paymentDate: '2026-06-20',
  payments: [
    {
      instance: 'AAM',
      checkId: 80000012,
      checkNum: 'PAY-80000012',
      vendorId: 3001,
      orgId: 82,
      amount: '1635000',
      currency: 'IDR',
      bankName: 'Bank Central Asia',
      installments: 2,
    },
  ],
};

/** Clicks "Run payment batch" and confirms. */
async function runBatch(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Run payment batch' }));
  await user.click(await screen.findByRole('button', { name: 'Run' }));
}

describe('ReferencePaymentBatch', () => {
  it('is not offered when the ERP is not the reference one', async () => {
    saveLogin(makeLogin({ typeUser: 'ORACLE' }));
    const calls = mockFetch(on('GET', '/api/reference-erp/payment-batches', { available: false, today: '2026-06-20' }));
    renderWithProviders(<ReferencePaymentBatch />);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/reference-erp/payment-batches')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Payment batch (reference ERP)')).toBeNull();
  });

  it("runs a batch through the ERP's today after a confirmation and lists what it paid", async () => {
    const user = userEvent.setup();
    saveLogin(makeLogin({ typeUser: 'ORACLE' }));
    const calls = mockFetch(AVAILABLE, on('POST', '/api/reference-erp/payment-batches', PAID, 201));
    renderWithProviders(<ReferencePaymentBatch />);
    expect(await screen.findByText('Payment batch (reference ERP)')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Pay Through Date').value).toBe('20-Jun-2026');
    await typeDate(user, screen.getByLabelText('Pay From Date'), '12-06-2026');
    await runBatch(user);
    const result = await screen.findByTestId('payment-batch-result');
    expect(within(result).getByText('1 payment made on 20-JUN-2026')).toBeTruthy();
    const row = within(result).getByText('PAY-80000012').closest('tr')!;
    expect(within(row).getByText('Bank Central Asia')).toBeTruthy();
    expect(row.textContent).toContain('IDR 1,635,000.00');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ payThroughDate: '2026-06-20', payFromDate: '2026-06-12' });
  });

  it('refuses a range that runs backwards before asking the ERP, and says when nothing was due', async () => {
    const user = userEvent.setup();
    saveLogin(makeLogin({ typeUser: 'ORACLE' }));
    const calls = mockFetch(AVAILABLE, on('POST', '/api/reference-erp/payment-batches', { paymentDate: '2026-06-20', payments: [] }, 201));
    renderWithProviders(<ReferencePaymentBatch />);
    await typeDate(user, await screen.findByLabelText('Pay From Date'), '21-06-2026');
    await runBatch(user);
    expect((await screen.findByRole('alert')).textContent).toBe('Pay from date must not be after the pay through date');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await typeDate(user, screen.getByLabelText('Pay From Date'), '19-06-2026');
    await runBatch(user);
    expect(await screen.findByText('Nothing was due in this range: no payment was made.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('runs a batch in Bahasa Indonesia: its form, confirmation and result', async () => {
    await loadLanguage('id');
    try {
      const user = userEvent.setup();
      saveLogin(makeLogin({ typeUser: 'ORACLE' }));
      mockFetch(AVAILABLE, on('POST', '/api/reference-erp/payment-batches', PAID, 201));
      renderWithProviders(<ReferencePaymentBatch />);
      expect(await screen.findByText('Batch pembayaran (ERP referensi)')).toBeTruthy();
      expect(screen.getByLabelText<HTMLInputElement>('Bayar Sampai Tanggal').value).toBe('20-Jun-2026');
      await user.click(screen.getByRole('button', { name: 'Jalankan batch pembayaran' }));
      expect(await screen.findByText('Bayar sekarang semua angsuran yang belum dibayar dan jatuh tempo dalam rentang ini?')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Jalankan' }));
      const result = await screen.findByTestId('payment-batch-result');
      expect(within(result).getByText('1 pembayaran dilakukan pada 20-Jun-2026')).toBeTruthy();
      expect(within(result).getByText('Cek/Referensi')).toBeTruthy();
      expect(within(result).getByText('PAY-80000012').closest('tr')!.textContent).toContain('IDR 1.635.000,00');
    } finally {
      await loadLanguage('en');
      resetLanguageForTests();
    }
  });
});
