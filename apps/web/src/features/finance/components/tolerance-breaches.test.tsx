import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FinancePoInvoice, InvoiceTolerances } from '@faktura/domain';
import { mockFetch, on } from '../../../test/fetch-mock';
import { AAM, makeLogin, makePoInvoiceDetail } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { saveLogin } from '../../../lib/session';
import { loadLanguage } from '../../../i18n';
import { resetLanguageForTests } from '../../../i18n/language';

const detail: FinancePoInvoice = {
  ...makePoInvoiceDetail({ invoiceNo: 'INV-77', status: 'PROCESSED', batchNo: 'AAM-82-00002', batchId: 2 }),
  paymentMethod: 'EFT',
  termId: 2,
  glDate: null,
  payGroup: 'VENDOR',
  erpRejection: null,
  payment: null,
  finance: { canSave: false, canSubmit: true, canReject: true },
};
const OPTIONS = { banks: [], paymentMethods: [], terms: [], accounts: [], payGroups: [] };
const PATH = '/invoice/detail/INV-77/AAM-82-00002/3001?instance=AAM&orgId=82';
const message = 'Price 25.00% above the PO price (tolerance 2.00%): IDR 4,600.00 over';
const BREACHES: InvoiceTolerances = {
  invoiceId: detail.id,
  tolerances: { pricePct: '2.00', quantityPct: null, qtyReceivedPct: null },
  lines: [
    {
      lineNum: 1,
      rcvTransactionId: 101,
      poNumber: 'PO-1',
      poLineNum: 1,
      breaches: [{ check: 'PRICE', limitPct: '2.00', actualPct: '25.00', amountOver: '4600.00', message }],
    },
  ],
  amountOver: '4600.00',
};

function setup(tolerances: InvoiceTolerances) {
  saveLogin(makeLogin({ typeUser: 'ORACLE', company: AAM }));
  return mockFetch(
    on('GET', '/api/finance/po-invoices', detail),
    on('GET', `/api/finance/po-invoices/${detail.id}/options`, OPTIONS),
    on('GET', `/api/master/tolerances/invoices/${detail.id}`, tolerances),
  );
}

describe('finance PO invoice detail: match tolerances', { timeout: 60_000 }, () => {
  it('lists the lines outside the tolerances with the money over, and asks before Submit naming the invoice', async () => {
    const user = userEvent.setup();
    const calls = setup(BREACHES);
    renderApp(PATH);
    expect(await screen.findByText(message, {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText("1 line of this invoice is outside the company's match tolerances")).toBeTruthy();
    expect(screen.getByText('#1 PO PO-1 line 1')).toBeTruthy();
    expect(screen.getByText('4,600.00')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Invoice INV-77 has 1 line outside the match tolerances. Submit it to the ERP anyway?')).toBeTruthy();
    // Asked, not sent: finance decides.
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows nothing and asks nothing when every line is inside', async () => {
    const calls = setup({ ...BREACHES, lines: [], amountOver: '0.00' });
    renderApp(PATH);
    expect(await screen.findByRole('button', { name: 'Submit' }, { timeout: 15_000 })).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.path === `/api/master/tolerances/invoices/${detail.id}`)).toBe(true));
    expect(screen.queryByText('Match tolerances')).toBeNull();
  });

  it('heads the lines outside the tolerances in Bahasa Indonesia, amounts with Indonesian separators', async () => {
    await loadLanguage('id');
    try {
      setup(BREACHES);
      renderApp(PATH);
      expect(await screen.findByText('#1 PO PO-1 baris 1', {}, { timeout: 15_000 })).toBeTruthy();
      const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
      expect(headers).toEqual(expect.arrayContaining(['Baris PO', 'Penyimpangan', 'Jumlah Kelebihan']));
      expect(screen.getByText('4.600,00')).toBeTruthy();
    } finally {
      await loadLanguage('en');
      resetLanguageForTests();
    }
  });
});
