import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task } from '@faktura/domain';
import { mockFetch, on } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { loadLanguage } from '../../../i18n';
import { resetLanguageForTests } from '../../../i18n/language';
import { TasksDropdown } from './tasks-dropdown';

afterEach(async () => {
  await loadLanguage('en');
  resetLanguageForTests();
});

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
    const user = userEvent.setup();
    mockFetch(on('GET', '/api/tasks', { items: [task(11), task(12, 'recommender')], total: 2 }));
    renderWithProviders(<TasksDropdown typeUser="PIC" />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Tasks (2)' })).toBeTruthy());
    await user.click(screen.getByRole('button', { name: 'Tasks (2)' }));
    expect(await screen.findByText('You have 2 task(s)')).toBeTruthy();
    expect(screen.getByText('SJA/NP/2026/0211')).toBeTruthy();
    expect(screen.getByText(/for recommender/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View all tasks' })).toBeTruthy();
  });

  it('lists the five newest tasks, newest first: a new one is right there', async () => {
    const user = userEvent.setup();
    // The server answers oldest first (the tasks page works through them in that order).
    const waiting = [11, 12, 13, 14, 15, 16].map((id) => ({ ...task(id), sentAt: `2026-11-${id}T08:00:00.000Z` }));
    mockFetch(on('GET', '/api/tasks', { items: waiting, total: 6 }));
    renderWithProviders(<TasksDropdown typeUser="PIC" />);
    await user.click(await screen.findByRole('button', { name: 'Tasks (6)' }));
    await screen.findByText('You have 6 task(s)');
    const shown = screen.getAllByText(/^SJA\/NP\/2026\/02\d\d$/).map((el) => el.textContent);
    expect(shown).toEqual(['SJA/NP/2026/0216', 'SJA/NP/2026/0215', 'SJA/NP/2026/0214', 'SJA/NP/2026/0213', 'SJA/NP/2026/0212']);
  });

  it('says so when nothing waits, and never asks for a supplier', async () => {
    const user = userEvent.setup();
    const calls = mockFetch(on('GET', '/api/tasks', { items: [], total: 0 }));
    const { unmount } = renderWithProviders(<TasksDropdown typeUser="PIC" />);
    await user.click(await screen.findByRole('button', { name: 'Tasks (0)' }));
    expect(await screen.findByText('You have 0 task(s)')).toBeTruthy();
    expect(screen.getByText('There are no tasks waiting for you')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/tasks')).toHaveLength(1);
    unmount();
    calls.length = 0;
    renderWithProviders(<TasksDropdown typeUser="VENDOR" />);
    // The supplier opens the dropdown: its panel is on screen, and no request went out for it.
    await user.click(screen.getByRole('button', { name: 'Tasks (0)' }));
    expect(await screen.findByText('There are no tasks waiting for you')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/tasks')).toEqual([]);
  });

  it('headlines and lists the tasks in Bahasa Indonesia', async () => {
    await loadLanguage('id');
    const user = userEvent.setup();
    mockFetch(on('GET', '/api/tasks', { items: [task(11), task(12, 'recommender')], total: 2 }));
    renderWithProviders(<TasksDropdown typeUser="PIC" />);
    await user.click(await screen.findByRole('button', { name: 'Tugas (2)' }));
    expect(await screen.findByText('Anda memiliki 2 tugas')).toBeTruthy();
    expect(screen.getByText(/· untuk recommender/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lihat semua tugas' })).toBeTruthy();
  });
});
