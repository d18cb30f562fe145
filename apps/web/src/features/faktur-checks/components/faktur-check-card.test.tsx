import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { compareFaktur, type FakturExpected, type FakturFacts, type InvoiceFakturChecks } from '@faktura/domain';
import { renderWithProviders } from '../../../test/render';
import { FakturCheckCard } from './faktur-check-card';
import { loadLanguage } from '../../../i18n';
import { resetLanguageForTests } from '../../../i18n/language';

const read: FakturFacts = {
  qrUrl: 'http://svc.efaktur.pajak.go.id/validasi/faktur/0123456789012345/04002500000000123/30',
  qrSellerNpwp: '0123456789012345',
  qrNsfp: '04002500000000123',
  nsfp: '04002500000000123',
  sellerNpwp: '0123456789012345',
  sellerName: 'PT A',
  buyerNpwp: '0987654321098765',
  buyerName: 'PT B',
  date: '2026-01-15',
  dpp: '1000000.00',
  ppn: '110000.00',
};
const typed: FakturExpected = {
  taxInvoiceNo: '04002500000000123',
  taxInvoiceDate: '2026-01-15',
  dpp: '1000000.00',
  ppn: '110000.00',
  lineCount: 1,
  supplierNpwp: '0123456789012345',
  supplierName: 'PT A',
  companyNpwp: '0987654321098765',
  companyName: null,
};

function answer(body: InvoiceFakturChecks) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }))),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('FakturCheckCard', () => {
  it('shows each file: "Faktur matches", or the exact mismatches first, and the online-check note', async () => {
    answer({
      invoiceId: 7,
      files: [
        { attachmentId: 1, filename: 'good.pdf', checkedAt: '2026-11-26T00:00:00.000Z', result: compareFaktur(read, typed) },
        { attachmentId: 2, filename: 'bad.pdf', checkedAt: '2026-11-26T00:00:00.000Z', result: compareFaktur({ ...read, dpp: '1500000.00' }, typed) },
      ],
    });
    renderWithProviders(<FakturCheckCard invoiceId={7} />);
    expect(await screen.findByText('Faktur matches — good.pdf')).toBeTruthy();
    expect(screen.getByText('The faktur does not match the invoice — bad.pdf')).toBeTruthy();
    const mismatches = screen.getAllByTestId('faktur-mismatch').map((e) => e.textContent?.trim());
    expect(mismatches).toEqual(['DPP: typed 1,000,000.00, faktur 1,500,000.00']);
    expect(screen.getAllByText(/The QR code's DJP validation URL would be verified online/)).toHaveLength(2);
  });

  it('says when there is no PDF to check', async () => {
    answer({ invoiceId: 7, files: [] });
    renderWithProviders(<FakturCheckCard invoiceId={7} />);
    expect(await screen.findByText('No PDF attached: nothing to check.')).toBeTruthy();
  });

  it('draws its title and texts in Bahasa Indonesia', async () => {
    await loadLanguage('id');
    try {
      answer({ invoiceId: 7, files: [] });
      renderWithProviders(<FakturCheckCard invoiceId={7} />);
      expect(await screen.findByText('Tidak ada PDF terlampir: tidak ada yang diperiksa.')).toBeTruthy();
      expect(screen.getByText('Pemeriksaan faktur pajak')).toBeTruthy();
    } finally {
      await loadLanguage('en');
      resetLanguageForTests();
    }
  });
});
