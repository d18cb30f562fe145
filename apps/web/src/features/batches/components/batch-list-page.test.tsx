import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, on } from '../../../test/fetch-mock';
import { AAM, BATCH_SUMMARY, makeLogin } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { saveLogin } from '../../../lib/session';
import { BatchListPage } from './batch-list-page';

describe('BatchListPage', () => {
  it('lists a supplier’s OPEN batches at once, by 10, each row opening by a real link', async () => {
    saveLogin(makeLogin({ company: AAM }));
    const calls = mockFetch(on('GET', '/api/batches', { items: [BATCH_SUMMARY], total: 1, totalCapped: false, page: 1, pageSize: 10 }));
    renderWithProviders(<BatchListPage />);
    const link = await screen.findByRole('link', { name: 'AAM-82-00009' });
    expect(link.getAttribute('href')).toBe('/batch/detail/9');
    expect(screen.getByText('1 batch')).toBeTruthy();
    expect(calls[0]?.path).toBe('/api/batches?page=1&pageSize=10&status=OPEN&orgId=82&instance=AAM');
  });

  it('asks finance for a company before searching', async () => {
    const user = userEvent.setup();
    saveLogin(makeLogin({ typeUser: 'ORACLE', role: 'FINANCE', vendorId: null, company: null }, [AAM]));
    const calls = mockFetch();
    renderWithProviders(<BatchListPage />);
    expect(screen.getByText('Choose a company and press Search')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(calls).toHaveLength(0);
    expect(within(await screen.findByRole('alert')).getByText('Please select company')).toBeTruthy();
  });
});
