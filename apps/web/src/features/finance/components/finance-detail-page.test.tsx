import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FinancePoInvoice } from '@faktura/domain';
import { mockFetch, on } from '../../../test/fetch-mock';
import { AAM, makeLogin, makePoInvoiceDetail } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { saveLogin } from '../../../lib/session';
import { loadLanguage } from '../../../i18n';
import { resetLanguageForTests } from '../../../i18n/language';

const detail = (overrides: Partial<FinancePoInvoice> = {}): FinancePoInvoice => ({
  ...makePoInvoiceDetail({ invoiceNo: 'SJA/INV/2026/0103', status: 'OPEN', batchNo: 'AAM-82-00002', batchId: 2 }),
  paymentMethod: null,
  termId: null,
  glDate: null,
  payGroup: null,
  erpRejection: null,
  payment: null,
  finance: { canSave: true, canSubmit: false, canReject: true },
  ...overrides,
});
const OPTIONS = {
  banks: [{ id: 1, label: 'BCA 123' }],
  paymentMethods: [{ value: 'EFT', label: 'EFT' }],
  terms: [{ id: 2, label: 'Net 30' }],
  accounts: [],
  payGroups: [],
};
const PATH = '/invoice/detail/SJA%2FINV%2F2026%2F0103/AAM-82-00002/3001?instance=AAM&orgId=82';

describe('FinanceDetailPage', () => {
  it('reads the invoice number with its "/" from the route, offers Save on OPEN, and lists what Save needs without sending it', async () => {
    const user = userEvent.setup();
    saveLogin(makeLogin({ typeUser: 'ORACLE', company: AAM }));
    const calls = mockFetch(on('GET', '/api/finance/po-invoices', detail()), on('GET', `/api/finance/po-invoices/${detail().id}/options`, OPTIONS));
    renderApp(PATH);
    expect(await screen.findByText('Invoice SJA/INV/2026/0103')).toBeTruthy();
    const lookup = calls.find((c) => c.path.startsWith('/api/finance/po-invoices?'));
    expect(lookup?.path).toBe('/api/finance/po-invoices?invoiceNo=SJA%2FINV%2F2026%2F0103&batchNo=AAM-82-00002&vendorId=3001&orgId=82&instance=AAM');
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    for (const m of ['Choose Bank Account', 'Choose Payment Method', 'Choose Term']) expect(await screen.findByText(m)).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows the ERP’s reasons when the ERP rejected the last submission, with Submit offered again', async () => {
    saveLogin(makeLogin({ typeUser: 'ORACLE', company: AAM }));
    const rejected = detail({
      status: 'PROCESSED',
      erpRejection: { at: '2026-11-23T08:00:00Z', reasons: ['ACCT DATE NOT IN OPEN PD: GL date 2025-12-15 is not in an open period'] },
      finance: { canSave: false, canSubmit: true, canReject: true },
    });
    mockFetch(on('GET', '/api/finance/po-invoices', rejected), on('GET', `/api/finance/po-invoices/${rejected.id}/options`, OPTIONS));
    renderApp(PATH);
    expect(await screen.findByText(/Rejected by the ERP on 23-NOV-2026/)).toBeTruthy();
    expect(screen.getByText('ACCT DATE NOT IN OPEN PD: GL date 2025-12-15 is not in an open period')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
  });

  it('draws the invoice, finance’s fields, the ERP’s rejection and the actions in Bahasa Indonesia', async () => {
    await loadLanguage('id');
    try {
      saveLogin(makeLogin({ typeUser: 'ORACLE', company: AAM }));
      const rejected = detail({
        status: 'PROCESSED',
        erpRejection: { at: '2026-11-23T08:00:00Z', reasons: ['ACCT DATE NOT IN OPEN PD'] },
        finance: { canSave: false, canSubmit: true, canReject: true },
      });
      mockFetch(on('GET', '/api/finance/po-invoices', rejected), on('GET', `/api/finance/po-invoices/${rejected.id}/options`, OPTIONS));
      renderApp(PATH);
      expect(await screen.findByText('Faktur SJA/INV/2026/0103')).toBeTruthy();
      expect(screen.getByText('Ditolak oleh ERP pada 23-Nov-2026: perbaiki faktur lalu kirim kembali')).toBeTruthy();
      expect(screen.getByText('Keuangan')).toBeTruthy();
      for (const label of ['Metode Pembayaran', 'Termin', 'Tanggal GL', 'Grup Pembayaran']) expect(screen.getAllByText(label).length).toBeGreaterThan(0);
      expect(screen.getByText('Termasuk PPh')).toBeTruthy();
      expect(screen.getByText('Lampiran')).toBeTruthy();
      for (const name of ['Kembali', 'Tolak', 'Kirim']) expect(screen.getByRole('button', { name })).toBeTruthy();
    } finally {
      await loadLanguage('en');
      resetLanguageForTests();
    }
  });

  it('says an unreadable address names no invoice, in Bahasa Indonesia', async () => {
    await loadLanguage('id');
    try {
      saveLogin(makeLogin({ typeUser: 'ORACLE', company: AAM }));
      mockFetch();
      renderApp('/invoice/detail/SJA/AAM-82-00002/not-a-number');
      expect(await screen.findByText('Faktur tidak ditemukan')).toBeTruthy();
      expect(screen.getByText('Kembali ke Cari Faktur')).toBeTruthy();
    } finally {
      await loadLanguage('en');
      resetLanguageForTests();
    }
  });
});
