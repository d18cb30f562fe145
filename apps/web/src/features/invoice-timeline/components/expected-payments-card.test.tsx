import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { loadLanguage } from '../../../i18n';
import { resetLanguageForTests } from '../../../i18n/language';
import { ExpectedPaymentsCard } from './expected-payments-card';

function server(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }))),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('ExpectedPaymentsCard', () => {
  it('lists each expected amount and date with a link to its invoice', async () => {
    server({
      items: [
        {
          invoiceId: 7,
          invoiceNo: 'INV-7',
          invoiceType: 'INVOICE PO',
          instance: 'AAM',
          orgId: 82,
          vendorId: 3001,
          status: 'POSTED',
          dueDate: '2026-06-28',
          expectedDate: '2026-06-30',
          amount: '48606477.36',
          currency: 'IDR',
        },
      ],
    });
    renderWithProviders(<ExpectedPaymentsCard />);
    expect(await screen.findByText('IDR 48,606,477.36 expected on 30-JUN-2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'INV-7' }).getAttribute('href')).toContain('/invoice/detail/7');
    expect(screen.getByText('Expected payments')).toBeTruthy();
  });

  it('says when nothing is expected', async () => {
    server({ items: [] });
    renderWithProviders(<ExpectedPaymentsCard />);
    expect(await screen.findByText('No payments expected yet')).toBeTruthy();
  });

  it('says it in Bahasa Indonesia', async () => {
    server({ items: [] });
    await loadLanguage('id');
    try {
      renderWithProviders(<ExpectedPaymentsCard />);
      expect(await screen.findByText('Belum ada pembayaran yang diharapkan')).toBeTruthy();
      expect(screen.getByText('Pembayaran yang diharapkan')).toBeTruthy();
    } finally {
      await loadLanguage('en');
      resetLanguageForTests();
    }
  });
});
