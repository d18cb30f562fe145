import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AGEING_BUCKETS, STATEMENT_ENTRY_TYPES, STATEMENT_LABELS, STATEMENT_MESSAGES, type StatementView } from '@faktura/domain';
import { en } from '@faktura/domain/i18n/en';
import { mockFetch, on } from '../../../test/fetch-mock';
import { AAM, makeLogin } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { saveLogin } from '../../../lib/session';
import { loadLanguage } from '../../../i18n';
import { resetLanguageForTests } from '../../../i18n/language';
import { StatementPage } from './statement-page';

const STATEMENT: StatementView = {
  instance: 'AAM',
  orgId: 82,
  vendorId: 5001,
  supplierName: 'PT Sumber Makmur',
  from: '2026-01-01',
  to: '2026-11-26',
  asOf: '2026-11-26',
  currencies: [
    {
      currency: 'IDR',
      opening: '100.00',
      debits: '1000.50',
      credits: '400.25',
      closing: '700.25',
      openTotal: '600.25',
      rows: [
        { date: '2026-05-16', kind: 'INVOICE', type: 'Invoice', reference: 'INV-1', dueDate: '2026-06-15', debit: '1000.50', credit: '', balance: '1100.50' },
        { date: '2026-06-20', kind: 'PAYMENT', type: 'Payment', reference: '0800003', dueDate: null, debit: '', credit: '400.25', balance: '700.25' },
      ],
      ageing: AGEING_BUCKETS.map((b) => ({ key: b.key, label: b.label, amount: b.key === 'OVERDUE_OVER_90' ? '600.25' : '0.00' })),
    },
  ],
};

function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

describe('StatementPage', () => {
  it('asks for this year up to today for the supplier itself, then shows balances, lines and ageing', async () => {
    const user = userEvent.setup();
    saveLogin(makeLogin({ company: AAM }));
    const calls = mockFetch(on('GET', '/api/statements', STATEMENT));
    renderWithProviders(<StatementPage />);
    expect(screen.queryByLabelText('Supplier')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show Statement' }));
    expect(await screen.findByTestId('statement-IDR-opening')).toHaveProperty('textContent', '100.00');
    expect(calls[0]?.path).toBe(`/api/statements?instance=AAM&orgId=82&from=${today().slice(0, 4)}-01-01&to=${today()}`);
    expect(screen.getByTestId('statement-IDR-closing').textContent).toBe('700.25');
    expect(screen.getByTestId('statement-period').textContent).toBe('01-JAN-2026 to 26-NOV-2026');
    const invoice = screen.getByText('INV-1').closest('tr')!;
    expect(within(invoice).getByText('16-MAY-2026')).toBeTruthy();
    expect(within(invoice).getByText('1,000.50')).toBeTruthy();
    expect(within(invoice).getByText('1,100.50')).toBeTruthy();
    const ageing = screen.getByTestId('statement-IDR-ageing');
    const old = within(ageing).getByText('Overdue > 90 days').closest('tr')!;
    expect(within(old).getByText('600.25')).toBeTruthy();
    expect(within(ageing).getAllByRole('row')).toHaveLength(AGEING_BUCKETS.length + 2); // header, buckets, open total
  });

  it('downloads the PDF and the .xlsx of the statement on screen', async () => {
    const user = userEvent.setup();
    saveLogin(makeLogin({ company: AAM }));
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:faktura/1');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const calls = mockFetch(on('GET', '/api/statements', STATEMENT), on('GET', '/api/statements/pdf', {}), on('GET', '/api/statements/xlsx', {}));
    renderWithProviders(<StatementPage />);
    await user.click(screen.getByRole('button', { name: 'Show Statement' }));
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await user.click(screen.getByRole('button', { name: 'Download Excel' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    const query = `instance=AAM&orgId=82&from=${today().slice(0, 4)}-01-01&to=${today()}&vendorId=5001`;
    expect(calls.map((c) => c.path).slice(1)).toEqual([`/api/statements/pdf?${query}`, `/api/statements/xlsx?${query}`]);
  });

  it('makes finance choose the supplier before asking anything', async () => {
    const user = userEvent.setup();
    saveLogin(makeLogin({ typeUser: 'ORACLE', company: AAM }));
    const calls = mockFetch(on('GET', '/api/suppliers', { items: [] }));
    renderWithProviders(<StatementPage />);
    expect(screen.getByLabelText('Supplier')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show Statement' }));
    expect(within(await screen.findByRole('alert')).getByText(STATEMENT_MESSAGES.supplierRequired)).toBeTruthy();
    expect(calls.filter((c) => c.path.startsWith('/api/statements'))).toHaveLength(0);
  });

  it('says so when the period is empty', async () => {
    const user = userEvent.setup();
    saveLogin(makeLogin({ company: AAM }));
    mockFetch(on('GET', '/api/statements', { ...STATEMENT, currencies: [] }));
    renderWithProviders(<StatementPage />);
    await user.click(screen.getByRole('button', { name: 'Show Statement' }));
    expect(await screen.findByText(STATEMENT_MESSAGES.empty)).toBeTruthy();
  });

  it('shows the server’s message when it refuses', async () => {
    const user = userEvent.setup();
    saveLogin(makeLogin({ company: AAM }));
    mockFetch(on('GET', '/api/statements', { code: 'NOT_FOUND', messages: [STATEMENT_MESSAGES.supplierNotFound] }, 404));
    renderWithProviders(<StatementPage />);
    await user.click(screen.getByRole('button', { name: 'Show Statement' }));
    expect(within(await screen.findByRole('alert')).getByText(STATEMENT_MESSAGES.supplierNotFound)).toBeTruthy();
  });

  it('says in English exactly what the domain and the PDF say (labels, ageing buckets, entry types, the empty text)', () => {
    const texts = en.reports.statement;
    expect([texts.title, texts.opening, texts.closing, texts.ageing, texts.openTotal]).toEqual([
      STATEMENT_LABELS.title,
      STATEMENT_LABELS.opening,
      STATEMENT_LABELS.closing,
      STATEMENT_LABELS.ageing,
      STATEMENT_LABELS.openTotal,
    ]);
    expect(AGEING_BUCKETS.map((b) => texts.buckets[b.key])).toEqual(AGEING_BUCKETS.map((b) => b.label));
    expect(texts.types).toEqual(STATEMENT_ENTRY_TYPES);
    expect(texts.empty).toBe(STATEMENT_MESSAGES.empty);
  });

  it('draws the form, balances, lines and ageing in Bahasa Indonesia', async () => {
    await loadLanguage('id');
    try {
      const user = userEvent.setup();
      saveLogin(makeLogin({ company: AAM }));
      mockFetch(on('GET', '/api/statements', STATEMENT));
      renderWithProviders(<StatementPage />);
      expect(screen.getByLabelText('Dari Tanggal')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Tampilkan Rekening Koran' }));
      expect(await screen.findByText('Rekening Koran Pemasok: PT Sumber Makmur')).toBeTruthy();
      expect(screen.getByTestId('statement-period').textContent).toBe('01-Jan-2026 s.d. 26-Nov-2026');
      expect(screen.getByRole('button', { name: 'Unduh PDF' })).toBeTruthy();
      const invoice = screen.getByText('INV-1').closest('tr')!;
      expect(within(invoice).getByText('Faktur')).toBeTruthy();
      expect(within(invoice).getByText('16-Mei-2026')).toBeTruthy();
      expect(within(invoice).getByText('1.000,50')).toBeTruthy();
      expect(screen.getAllByText('Saldo awal').length).toBeGreaterThan(0);
      const ageing = screen.getByTestId('statement-IDR-ageing');
      expect(within(ageing).getByText('Lewat jatuh tempo > 90 hari')).toBeTruthy();
      expect(within(ageing).getByText('Kelompok')).toBeTruthy();
      expect(screen.getByText('Umur piutang per 26-Nov-2026')).toBeTruthy();
    } finally {
      await loadLanguage('en');
      resetLanguageForTests();
    }
  });
});
