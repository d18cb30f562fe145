import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { WORK_QUEUE_LABELS, WORK_QUEUE_MESSAGES } from '@faktura/domain';
import { mockFetch, on } from '../../../test/fetch-mock';
import { makeLogin } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { saveLogin } from '../../../lib/session';
import { WorkQueueCard } from './work-queue-card';

describe('WorkQueueCard', () => {
  it('shows each queue with its count as a link to the filtered list', async () => {
    saveLogin(makeLogin({ typeUser: 'ORACLE' }));
    mockFetch(
      on('GET', '/api/dashboard/work', {
        items: [
          { key: 'toComplete', count: 1204, path: '/invoice/list/finance?status=OPEN' },
          { key: 'deliveriesFailed', count: 0, path: '/erp/deliveries' },
        ],
      }),
    );
    renderWithProviders(<WorkQueueCard />);
    const toComplete = await screen.findByRole('link', { name: `${WORK_QUEUE_LABELS.toComplete}: 1204` });
    expect(toComplete.getAttribute('href')).toBe('/invoice/list/finance?status=OPEN');
    expect(toComplete.textContent).toContain('1,204');
    expect(screen.getByRole('link', { name: `${WORK_QUEUE_LABELS.deliveriesFailed}: 0` }).getAttribute('href')).toBe('/erp/deliveries');
    expect(screen.queryByText(WORK_QUEUE_MESSAGES.nothing)).toBeNull();
  });

  it('says nothing is waiting when every count is zero', async () => {
    saveLogin(makeLogin({ typeUser: 'VENDOR' }));
    mockFetch(
      on('GET', '/api/dashboard/work', {
        items: [
          { key: 'rejectedToFix', count: 0, path: '/invoice/list?status=REJECTED' },
          { key: 'drafts', count: 0, path: '/invoice/list?status=DRAFT' },
        ],
      }),
    );
    renderWithProviders(<WorkQueueCard />);
    expect(await screen.findByText('Nothing is waiting for you.')).toBeTruthy();
    expect(screen.getByText('Rejected invoices to correct')).toBeTruthy();
  });
});
