import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FinancePoInvoice } from '@faktura/domain';
import { mockFetch, on } from '../../../test/fetch-mock';
import { AAM, makeLogin, makePoInvoiceDetail } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { saveLogin } from '../../../lib/session';

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
});
