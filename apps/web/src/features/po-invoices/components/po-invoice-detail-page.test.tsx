import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, on, quietPortal } from '../../../test/fetch-mock';
import { AAM, makeLogin, makePoInvoiceDetail } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { saveLogin } from '../../../lib/session';
import { loadLanguage } from '../../../i18n';
import { resetLanguageForTests } from '../../../i18n/language';

const OPTIONS = { banks: [{ id: 11, label: 'BCA 123' }], pphCodes: [], accounts: [] };
const STALE = 'This invoice was changed by someone else. Reload it and try again.';

function setup(putStatus: number) {
  saveLogin(makeLogin({ company: AAM }));
  return mockFetch(
    ...quietPortal,
    on('GET', '/api/po-invoices/7', makePoInvoiceDetail()),
    on('GET', '/api/po-invoices/form-options', OPTIONS),
    on('GET', '/api/invoice-responses', { invoiceId: 7, status: null, intake: null, items: [] }),
    on('GET', '/api/timeline/7', { invoiceId: 7, invoiceNo: 'INV-7', status: null, expected: null, paid: null, steps: [] }),
    on('GET', '/api/faktur-checks/invoice/7', { invoiceId: 7, files: [] }),
    on('GET', '/api/duplicates/invoices/7', { warnings: [] }),
    on(
      'PUT',
      '/api/po-invoices/7',
      putStatus === 200 ? makePoInvoiceDetail({ revision: 4 }) : putStatus === 409 ? { code: 'STALE_REVISION', messages: [STALE] } : {},
      putStatus,
    ),
  );
}

describe('PO invoice summary/edit (/invoice/detail/:id)', { timeout: 30_000 }, () => {
  it('shows the status once, in the summary, and the item code with the product of a saved line', async () => {
    setup(200);
    renderApp('/invoice/detail/7');
    expect(await screen.findByDisplayValue('INV-7', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getAllByText('DRAFT')).toHaveLength(1);
    expect(screen.getByText('ITM-1 - Item 1')).toBeTruthy();
  });

  it('draws its summary, buttons and timeline in Bahasa Indonesia', async () => {
    await loadLanguage('id');
    try {
      setup(200);
      renderApp('/invoice/detail/7');
      await screen.findByDisplayValue('INV-7', {}, { timeout: 15_000 });
      expect(screen.getByText('Pemasok')).toBeTruthy();
      expect(screen.getByText('Nomor Batch')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Kembali' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Simpan' })).toBeTruthy();
      expect(await screen.findByText('Riwayat faktur')).toBeTruthy();
    } finally {
      await loadLanguage('en');
      resetLanguageForTests();
    }
  });

  it('saves with the revision read and says so', async () => {
    const user = userEvent.setup();
    const calls = setup(200);
    renderApp('/invoice/detail/7');
    await screen.findByDisplayValue('INV-7', {}, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invoice saved successfully!')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      invoiceNo: 'INV-7',
      revision: 3,
      lines: [{ rcvTransactionId: 101 }],
      attachmentIds: [9],
    });
  });

  it('says "Failed to update, please try again" when the update fails without a message from the server', async () => {
    const user = userEvent.setup();
    setup(502);
    renderApp('/invoice/detail/7');
    await screen.findByDisplayValue('INV-7', {}, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to update, please try again');
  });

  it('answers a 409 with the "changed by someone else" alert, whose Reload reads the invoice again', async () => {
    const user = userEvent.setup();
    const calls = setup(409);
    renderApp('/invoice/detail/7');
    await screen.findByDisplayValue('INV-7', {}, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(STALE);
    const reads = () => calls.filter((c) => c.method === 'GET' && c.path === '/api/po-invoices/7').length;
    const before = reads();
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(reads()).toBe(before + 1));
    await waitFor(() => expect(screen.queryByText(STALE)).toBeNull());
  });
});
