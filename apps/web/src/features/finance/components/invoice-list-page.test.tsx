import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { mockFetch, on } from '../../../test/fetch-mock';
import { makeLogin } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { saveLogin } from '../../../lib/session';
import { FinanceInvoiceListPage } from './invoice-list-page';

const empty = { items: [], total: 0, totalCapped: false, page: 1, pageSize: 10 };

describe('FinanceInvoiceListPage', () => {
  it('starts filtered to the status its link names (the dashboard work queue links it so)', async () => {
    saveLogin(makeLogin({ typeUser: 'ORACLE' }));
    const calls = mockFetch(on('GET', '/api/invoices', empty));
    renderWithProviders(<FinanceInvoiceListPage />, '/invoice/list/finance?status=PROCESSED');
    expect(await screen.findByText('No invoices match these filters')).toBeTruthy();
    expect(calls.find((c) => c.path.startsWith('/api/invoices?'))?.path).toContain('status=PROCESSED');
    expect(screen.getByTitle('PROCESSED')).toBeTruthy();
  });

  it('ignores a status that does not exist', async () => {
    saveLogin(makeLogin({ typeUser: 'ORACLE' }));
    const calls = mockFetch(on('GET', '/api/invoices', empty));
    renderWithProviders(<FinanceInvoiceListPage />, '/invoice/list/finance?status=NONSENSE');
    expect(await screen.findByText('No invoices match these filters')).toBeTruthy();
    expect(calls.find((c) => c.path.startsWith('/api/invoices?'))?.path).not.toContain('status=');
  });
});
