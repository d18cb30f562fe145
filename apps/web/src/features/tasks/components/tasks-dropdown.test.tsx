import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Task } from '@faktura/domain';
import { mockFetch, on } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { TasksDropdown } from './tasks-dropdown';

const task = (invoiceId: number, onBehalfOf: string | null = null): Task => ({
  invoiceId,
  kind: 'NON_PO',
  invoiceNo: `SJA/NP/2026/02${invoiceId}`,
  invoiceDate: '2026-11-10',
  vendorName: 'PT Sinar Jaya Abadi',
  company: 'PT Agro Abadi Makmur',
  currencyCode: 'IDR',
  totalAmount: '1620000.00',
  sentAt: '2026-11-20T08:00:00.000Z',
  onBehalfOf,
});

describe('tasks dropdown', () => {
  it('headlines the tasks waiting with their count and lists them', async () => {
    mockFetch(on('GET', '/api/tasks', { items: [task(11), task(12, 'recommender')], total: 2 }));
    renderWithProviders(<TasksDropdown typeUser="PIC" />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Tasks (2)' })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Tasks (2)' }));
    expect(await screen.findByText('You have 2 task(s)')).toBeTruthy();
    expect(screen.getByText('SJA/NP/2026/0211')).toBeTruthy();
    expect(screen.getByText(/for recommender/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View all tasks' })).toBeTruthy();
  });

  it('says so when nothing waits, and never asks for a supplier', async () => {
    const calls = mockFetch(on('GET', '/api/tasks', { items: [], total: 0 }));
    renderWithProviders(<TasksDropdown typeUser="PIC" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Tasks (0)' }));
    expect(await screen.findByText('You have 0 task(s)')).toBeTruthy();
    expect(screen.getByText('There are no tasks waiting for you')).toBeTruthy();
    calls.length = 0;
    renderWithProviders(<TasksDropdown typeUser="VENDOR" />);
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.filter((c) => c.path === '/api/tasks')).toEqual([]);
  });
});
