import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FIND_HINT_KEY } from '@faktura/domain';
import { mockFetch, on } from '../../../test/fetch-mock';
import { AAM, makeLogin } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { saveLogin } from '../../../lib/session';
import { FindInvoiceV1Page, FindInvoiceV2Page } from './find-invoice-page';
import { loadLanguage } from '../../../i18n';
import { resetLanguageForTests } from '../../../i18n/language';

const found = (overrides: object = {}) => ({
  id: 7,
  invoiceNo: 'SJA/INV/2026/0103',
  invoiceDate: '2026-10-31',
  invoiceType: '',
  status: 'OPEN',
  matchType: 'MATCH',
  vendorId: 3001,
  vendorName: 'PT Sinar Jaya Abadi',
  orgId: 82,
  instance: 'AAM',
  company: 'PT Astra Agro Mandiri',
  batchNo: 'AAM-82-00002',
  currencyCode: 'IDR',
  totalAmount: '4806855.00',
  ...overrides,
});

afterEach(() => {
  window.sessionStorage.clear();
  window.localStorage.removeItem(FIND_HINT_KEY);
});

describe('FindInvoicePage', () => {
  it("waits for a filter: an empty Find shows the spec's message and asks nothing", async () => {
    const user = userEvent.setup();
    saveLogin(makeLogin({ typeUser: 'ORACLE', company: AAM }));
    const calls = mockFetch();
    renderWithProviders(<FindInvoiceV1Page />);
    await user.click(await screen.findByRole('button', { name: 'Find' }));
    expect(await screen.findByText("Filter can't be empty, please choose at least one filter")).toBeTruthy();
    expect(calls.filter((c) => c.path.startsWith('/api/finance/find'))).toEqual([]);
  });

  it('asks the e-invoice number autocomplete from the third character only', async () => {
    const user = userEvent.setup();
    saveLogin(makeLogin({ typeUser: 'ORACLE', company: AAM }));
    const calls = mockFetch(on('GET', '/api/finance/invoice-numbers', { items: ['SJA/INV/2026/0103'] }));
    renderWithProviders(<FindInvoiceV1Page />);
    const field = await screen.findByLabelText('E-Invoice Number');
    await user.type(field, 'SJ');
    // Past the 200 ms the field waits after typing stops: still nothing asked for two characters.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls.filter((c) => c.path.startsWith('/api/finance/invoice-numbers'))).toEqual([]);
    await user.type(field, 'A');
    await waitFor(() => expect(calls.filter((c) => c.path.startsWith('/api/finance/invoice-numbers')).map((c) => c.path)).toHaveLength(1));
    expect(calls.find((c) => c.path.startsWith('/api/finance/invoice-numbers'))?.path).toContain('search=SJA');
  });

  it('aborts the autocomplete request that further typing replaced', async () => {
    const user = userEvent.setup();
    saveLogin(makeLogin({ typeUser: 'ORACLE', company: AAM }));
    mockFetch();
    const answerOthers = globalThis.fetch;
    const asked: { path: string; signal: AbortSignal | null | undefined }[] = [];
    // The numbers never come: each request ends only by being aborted.
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(input instanceof Request ? input.url : input, 'http://localhost');
      if (url.pathname !== '/api/finance/invoice-numbers') return answerOthers(input, init);
      asked.push({ path: url.pathname + url.search, signal: init.signal });
      return new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error)));
    });
    renderWithProviders(<FindInvoiceV1Page />);
    const field = await screen.findByLabelText('E-Invoice Number');
    await user.type(field, 'SJA');
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]!.signal?.aborted).toBe(false);
    await user.type(field, 'X');
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]!.path).toContain('search=SJAX');
    await waitFor(() => expect(asked[0]!.signal?.aborted).toBe(true));
    expect(asked[1]!.signal?.aborted).toBe(false);
  });

  it('finds by batch number, 5 a page, and links a PO invoice to the finance detail by number', async () => {
    const user = userEvent.setup();
    saveLogin(makeLogin({ typeUser: 'ORACLE', company: AAM }));
    const calls = mockFetch(on('GET', '/api/finance/find', { items: [found()], total: 1, page: 1, pageSize: 5 }));
    renderWithProviders(<FindInvoiceV1Page />);
    await user.type(await screen.findByLabelText('Batch Number'), 'AAM-82-00002');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    const link = await screen.findByRole('link', { name: 'SJA/INV/2026/0103' });
    expect(link.getAttribute('href')).toBe('/invoice/detail/SJA%2FINV%2F2026%2F0103/AAM-82-00002/3001?instance=AAM&orgId=82');
    expect(screen.getByRole('link', { name: 'DETAIL SJA/INV/2026/0103' })).toBeTruthy();
    expect(calls.find((c) => c.path.startsWith('/api/finance/find'))?.path).toBe(
      '/api/finance/find?page=1&pageSize=5&orgId=82&instance=AAM&batchNo=AAM-82-00002',
    );
  });

  it('runs the last search again when the user comes back (v2, with VIEW for a PROCESSED non-PO invoice)', async () => {
    saveLogin(makeLogin({ typeUser: 'ORACLE', company: AAM }));
    window.sessionStorage.setItem('faktura.find-last.v2', JSON.stringify({ company: AAM, batchNo: '', invoiceNo: 'NP', matchType: 'UNMATCH' }));
    const row = found({ invoiceNo: 'SJA/NP/2026/0204', invoiceType: 'INVOICE NON PO', status: 'PROCESSED', matchType: 'UNMATCH' });
    const calls = mockFetch(on('GET', '/api/finance/v2/find', { items: [row], total: 1, page: 1, pageSize: 5 }));
    renderWithProviders(<FindInvoiceV2Page />);
    const view = await screen.findByRole('link', { name: 'VIEW SJA/NP/2026/0204' });
    expect(view.getAttribute('href')).toMatch(/^\/invoice\/review-fin\/SJA%2FNP%2F2026%2F0204\//);
    await waitFor(() => expect(calls.some((c) => c.path.includes('matchType=UNMATCH') && c.path.includes('invoiceNo=NP'))).toBe(true));
  });

  it('shows the expected pay date of an approved invoice, the paid date of a paid one, a dash otherwise', async () => {
    saveLogin(makeLogin({ typeUser: 'PIC', company: AAM }));
    window.sessionStorage.setItem('faktura.find-last.v1', JSON.stringify({ company: AAM, batchNo: 'AAM-82-00002', invoiceNo: '' }));
    const rows = [
      found({
        id: 1,
        invoiceNo: 'INV-A',
        status: 'PROCESSED',
        expectedPayment: { state: 'EXPECTED', date: '2026-06-30', amount: '48606477.36', currency: 'IDR' },
      }),
      found({ id: 2, invoiceNo: 'INV-P', status: 'POSTED', expectedPayment: { state: 'PAID', date: '2026-06-26', amount: '1000', currency: 'IDR' } }),
      found({ id: 3, invoiceNo: 'INV-O', status: 'OPEN', expectedPayment: null }),
    ];
    mockFetch(on('GET', '/api/finance/find', { items: rows, total: 3, page: 1, pageSize: 5 }));
    renderWithProviders(<FindInvoiceV1Page />);
    await screen.findByRole('link', { name: 'INV-A' });
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toContain('Expected payment');
    const cell = (no: string) =>
      (screen.getByRole('link', { name: no }).closest('tr')!.querySelectorAll('td')[headers.indexOf('Expected payment')] as HTMLElement).textContent;
    expect(cell('INV-A')).toBe('30-JUN-2026IDR 48,606,477.36');
    expect(cell('INV-P')).toBe('Paid on 26-JUN-2026IDR 1,000.00');
    expect(cell('INV-O')).toBe('-');
  });

  it('draws its filters, headings, row links and the UBL period export in Bahasa Indonesia', async () => {
    await loadLanguage('id');
    try {
      saveLogin(makeLogin({ typeUser: 'ORACLE', company: AAM }));
      window.sessionStorage.setItem('faktura.find-last.v2', JSON.stringify({ company: AAM, batchNo: '', invoiceNo: 'NP' }));
      const row = found({ invoiceNo: 'SJA/NP/2026/0204', invoiceType: 'INVOICE NON PO', status: 'PROCESSED' });
      mockFetch(on('GET', '/api/finance/v2/find', { items: [row], total: 1, page: 1, pageSize: 5 }));
      renderWithProviders(<FindInvoiceV2Page />);
      expect(await screen.findByRole('link', { name: 'LIHAT SJA/NP/2026/0204' })).toBeTruthy();
      expect(screen.getByLabelText('Nomor Batch')).toBeTruthy();
      expect(screen.getByLabelText('Nomor E-Invoice')).toBeTruthy();
      expect(screen.getByRole('combobox', { name: 'Jenis Pencocokan' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Cari' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Atur Ulang' })).toBeTruthy();
      const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
      expect(headers).toEqual(expect.arrayContaining(['Nomor Faktur', 'Tanggal Faktur', 'Pemasok', 'Nomor Batch', 'Jumlah', 'Jenis Pencocokan', 'Aksi']));
      expect(screen.getByText('E-invoice (UBL) per periode')).toBeTruthy();
      expect(screen.getByText('Faktur bertanggal dalam periode, paling lama 92 hari dan paling banyak 2000 faktur')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Ekspor UBL (zip)' })).toBeTruthy();
    } finally {
      await loadLanguage('en');
      resetLanguageForTests();
    }
  });
});
