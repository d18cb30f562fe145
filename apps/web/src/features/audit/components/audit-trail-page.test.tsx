import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEvent } from '@faktura/domain';
import { mockFetch, on } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { AuditTrailPage } from './audit-trail-page';
import { inIndonesian } from '../../../test/language';

afterEach(() => vi.unstubAllGlobals());

const change: AuditEvent = {
  id: 1,
  at: '2026-03-05T03:00:00.000Z',
  actorUserId: 7,
  actor: 'finance',
  entity: 'category',
  entityId: '12',
  action: 'UPDATE',
  fromStatus: null,
  toStatus: null,
  reason: null,
  // As the server answers: names where the snapshot recorded ids.
  before: { company: 'PT Agro Astra Mandiri - Head Office', account: '01.110.5100 Biaya Angkut', details: 'Angkut (01.110.5100 Biaya Angkut)' },
  after: { company: 'PT Agro Astra Mandiri - Head Office', account: '01.110.5200 Biaya Packing', details: 'Angkut (01.110.5200 Biaya Packing)' },
  data: null,
};

describe('AuditTrailPage', () => {
  it('shows what changed by name: the account before → after, the unchanged company left out', async () => {
    const user = userEvent.setup();
    mockFetch(
      on('GET', '/api/audit/filters', { users: [], entities: ['category'] }),
      on('GET', '/api/audit', { items: [change], total: 1, page: 1, pageSize: 10 }),
    );
    renderWithProviders(<AuditTrailPage />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('account: 01.110.5100 Biaya Angkut → 01.110.5200 Biaya Packing')).toBeTruthy();
    expect(screen.getByText('details: Angkut (01.110.5100 Biaya Angkut) → Angkut (01.110.5200 Biaya Packing)')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/accountId|AAM\/82/);
  });

  it('draws its filters, headings and count in Bahasa Indonesia', async () => {
    const user = userEvent.setup();
    mockFetch(
      on('GET', '/api/audit/filters', { users: [], entities: ['category'] }),
      on('GET', '/api/audit', { items: [change], total: 1, page: 1, pageSize: 10 }),
    );
    await inIndonesian(async () => {
      renderWithProviders(<AuditTrailPage />);
      for (const label of ['Pengguna', 'Entitas', 'Dari Tanggal', 'Sampai Tanggal']) expect(screen.getByLabelText(label)).toBeTruthy();
      expect(screen.getByText('Terbaru lebih dulu')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Cari' }));
      expect(await screen.findByText('account: 01.110.5100 Biaya Angkut → 01.110.5200 Biaya Packing')).toBeTruthy();
      expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
        expect.arrayContaining(['Waktu', 'Pengguna', 'Entitas', 'Aksi', 'Sebelum → Sesudah', 'Alasan']),
      );
      expect(screen.getByText('1 peristiwa')).toBeTruthy();
    });
  });
});
