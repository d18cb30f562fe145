import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SUPPLIER_NOTICES } from '@faktura/domain';
import { mockFetch, on } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { NotificationsDropdown } from './notifications-dropdown';
import { MessagesDropdown } from './inbox-dropdown';
import { loadLanguage } from '../../../i18n';
import { resetLanguageForTests } from '../../../i18n/language';

afterEach(async () => {
  await loadLanguage('en');
  resetLanguageForTests();
});

describe('header dropdowns', () => {
  it('shows the empty texts of both notification tabs', async () => {
    const user = userEvent.setup();
    mockFetch(on('GET', '/api/notifications/counts', { notification: 0, message: 0, task: 0 }), on('GET', '/api/notifications', { items: [], unread: 0 }));
    renderWithProviders(<NotificationsDropdown />);
    await user.click(screen.getByRole('button', { name: /Notifications/ }));
    expect(await screen.findByText('There are no new notifications')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Old' }));
    expect(await screen.findByText('There are no old notifications')).toBeTruthy();
  });

  it('lists new notifications and marks them all as read', async () => {
    const user = userEvent.setup();
    const calls = mockFetch(
      on('GET', '/api/notifications/counts', { notification: 1, message: 0, task: 0 }),
      on('GET', '/api/notifications', {
        items: [
          {
            id: 7,
            kind: 'notification',
            title: 'Invoice rejected',
            body: 'INV-001: missing tax invoice',
            link: null,
            createdAt: '2025-03-04T08:30:00Z',
            readAt: null,
          },
        ],
        unread: 1,
      }),
      on('POST', '/api/notifications/read-all', undefined, 204),
    );
    renderWithProviders(<NotificationsDropdown />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications (1)' })).toBeTruthy());
    await user.click(screen.getByRole('button', { name: 'Notifications (1)' }));
    expect(await screen.findByText('Invoice rejected')).toBeTruthy();
    expect(screen.getByText('INV-001: missing tax invoice')).toBeTruthy();
    expect(screen.getByText(/-MAR-2025/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/notifications/read-all')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ kind: 'notification' });
  });

  // The tasks dropdown's headline is asserted in features/tasks (its count is the tasks waiting, not notices).
  it('headlines messages with their count', async () => {
    const user = userEvent.setup();
    mockFetch(on('GET', '/api/notifications/counts', { notification: 0, message: 3, task: 2 }), on('GET', '/api/notifications', { items: [], unread: 0 }));
    renderWithProviders(<MessagesDropdown />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Messages (3)' })).toBeTruthy());
    await user.click(screen.getByRole('button', { name: 'Messages (3)' }));
    expect(await screen.findByText('You have 3 message(s)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'See All Messages' })).toBeTruthy();
  });

  it('draws both dropdowns in Bahasa Indonesia', async () => {
    await loadLanguage('id');
    const user = userEvent.setup();
    mockFetch(on('GET', '/api/notifications/counts', { notification: 0, message: 3, task: 0 }), on('GET', '/api/notifications', { items: [], unread: 0 }));
    renderWithProviders(
      <>
        <NotificationsDropdown />
        <MessagesDropdown />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Notifikasi (0)' }));
    expect(await screen.findByText('Tidak ada notifikasi baru')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tandai semua sudah dibaca' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Lama' }));
    expect(await screen.findByText('Tidak ada notifikasi lama')).toBeTruthy();
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Pesan (3)' }));
    expect(await screen.findByText('Anda memiliki 3 pesan')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Lihat Semua Pesan' }));
    expect((await screen.findAllByText('Tidak ada pesan baru')).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('tab', { name: 'Baru' }).length).toBeGreaterThan(1);
  });

  it('shows a notification the server stored in English in Bahasa Indonesia, the invoice number kept', async () => {
    await loadLanguage('id');
    const user = userEvent.setup();
    mockFetch(
      on('GET', '/api/notifications/counts', { notification: 1, message: 0, task: 0 }),
      on('GET', '/api/notifications', {
        items: [
          {
            id: 8,
            kind: 'notification',
            title: SUPPLIER_NOTICES.REJECT!('SJA/INV/2026/0101', 'Faktur pajak belum dilampirkan').title,
            body: SUPPLIER_NOTICES.REJECT!('SJA/INV/2026/0101', 'Faktur pajak belum dilampirkan').body,
            link: null,
            createdAt: '2026-08-17T08:30:00Z',
            readAt: null,
          },
        ],
        unread: 1,
      }),
    );
    renderWithProviders(<NotificationsDropdown />);
    await user.click(await screen.findByRole('button', { name: 'Notifikasi (1)' }));
    expect(await screen.findByText('Faktur SJA/INV/2026/0101 ditolak')).toBeTruthy();
    expect(screen.getByText('Alasan: Faktur pajak belum dilampirkan. Perbaiki lalu kirim kembali.')).toBeTruthy();
    expect(screen.getByText(/17-Agu-2026/)).toBeTruthy();
  });
});
