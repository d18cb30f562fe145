import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { DuplicateWarnings } from './duplicate-warnings';
import { DuplicateQueuePage } from './duplicate-queue-page';
import { loadLanguage } from '../../../i18n';
import { resetLanguageForTests } from '../../../i18n/language';

function server(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }))),
  );
}

afterEach(() => vi.unstubAllGlobals());

const side = (invoiceId: number, invoiceNo: string) => ({
  invoiceId,
  invoiceNo,
  path: `/invoice/detail-nonpo/${invoiceId}/82/3001/N?instance=AAM`,
  vendorId: 3001,
  vendorName: 'PT Sinar Jaya Abadi',
  invoiceDate: '2026-11-13',
  currencyCode: 'IDR',
  totalAmount: '9240000.00',
  status: 'DRAFT',
});

describe('DuplicateWarnings', () => {
  it('shows each warning with a link that opens the other invoice', async () => {
    server({
      warnings: [
        {
          kind: 'LIKELY',
          message: 'This invoice may be a duplicate of invoice GEN-1: same invoice number, supplier, date within 30 days and amount within 1 %.',
          criteria: ['NUMBER', 'SUPPLIER', 'DATE', 'AMOUNT'],
          other: { invoiceId: 11, invoiceNo: 'GEN-1', path: '/invoice/detail-nonpo/11/82/3001/N?instance=AAM' },
        },
      ],
    });
    renderWithProviders(<DuplicateWarnings invoiceId={12} />);
    expect(await screen.findByText(/This invoice may be a duplicate of invoice GEN-1/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open invoice GEN-1' }).getAttribute('href')).toContain('/invoice/detail-nonpo/11/82/3001/N');
  });
});

describe('DuplicateQueuePage', () => {
  it('lists both invoices of a pair side by side, what matched, and the action', async () => {
    server({
      items: [{ invoice: side(11, 'GEN-1'), other: side(12, 'gen 01'), criteria: ['NUMBER', 'SUPPLIER', 'AMOUNT'], foundAt: '2026-11-26T10:00:00.000Z' }],
      total: 1,
    });
    renderWithProviders(<DuplicateQueuePage />);
    expect(await screen.findByRole('link', { name: 'GEN-1' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'gen 01' })).toBeTruthy();
    expect(screen.getByText('invoice number')).toBeTruthy();
    expect(screen.getByText('amount within 1 %')).toBeTruthy();
    expect(screen.queryByText('date within 30 days')).toBeNull();
    expect(screen.getByRole('button', { name: 'Not a duplicate: GEN-1 and gen 01' })).toBeTruthy();
    expect(screen.getByText('1 likely duplicate')).toBeTruthy();
  });

  it('says when nothing waits for review', async () => {
    server({ items: [], total: 0 });
    renderWithProviders(<DuplicateQueuePage />);
    expect(await screen.findByText('No likely duplicates to review.')).toBeTruthy();
  });

  it('draws its headings, what matched, the count, dates and amounts in Bahasa Indonesia', async () => {
    await loadLanguage('id');
    try {
      server({
        items: [{ invoice: side(11, 'GEN-1'), other: side(12, 'gen 01'), criteria: ['NUMBER', 'DATE', 'AMOUNT'], foundAt: '2026-11-26T10:00:00.000Z' }],
        total: 1,
      });
      renderWithProviders(<DuplicateQueuePage />);
      expect(await screen.findByRole('link', { name: 'GEN-1' })).toBeTruthy();
      const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
      expect(headers).toEqual(['Faktur sebelumnya', 'Faktur berikutnya', 'Kesamaan', 'Ditemukan', 'Aksi']);
      for (const tag of ['nomor faktur', 'tanggal dalam 30 hari', 'jumlah dalam 1 %']) expect(screen.getByText(tag)).toBeTruthy();
      expect(screen.getByText('1 kemungkinan duplikat')).toBeTruthy();
      // Dates and amounts of each side in Indonesian too.
      expect(screen.getAllByText('13-Nov-2026 · IDR 9.240.000,00')).toHaveLength(2);
    } finally {
      await loadLanguage('en');
      resetLanguageForTests();
    }
  });
});
