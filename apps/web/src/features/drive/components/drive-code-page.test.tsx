import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, on } from '../../../test/fetch-mock';
import { AAM, makeLogin } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { saveLogin } from '../../../lib/session';
import { DriveCodePage } from './drive-code-page';
import { inIndonesian } from '../../../test/language';

const STATUS = {
  provider: 'local',
  companies: [{ value: 'ITD', name: 'ITD' }],
  links: [],
  uploads: [
    {
      id: 1,
      batchNo: 'AAM-82-00001',
      company: 'PT Agro',
      status: 'FAILED',
      attempts: 1,
      lastError: 'No drive is linked to this company (nor to ITD)',
      folder: null,
      updatedAt: '2026-11-20T01:00:00.000Z',
    },
  ],
};

describe('DriveCodePage (/drive/code)', () => {
  it('asks for the company, the URL and the code at once, and Open URL needs a URL', async () => {
    const user = userEvent.setup();
    saveLogin(makeLogin({ typeUser: 'ORACLE', role: 'FINANCE', vendorId: null, company: null }, [AAM]));
    const calls = mockFetch(on('GET', '/api/drive', STATUS));
    renderWithProviders(<DriveCodePage />, '/drive/code');
    expect(await screen.findByText('No drive is linked to this company (nor to ITD)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = within(await screen.findByRole('alert'));
    for (const text of ['Select Company', 'No url provided', 'Code is required']) expect(alert.getByText(text)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Open URL' }));
    expect(within(await screen.findByRole('alert')).getByText('No url provided')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('fills the code in from the URL the local drive opens', async () => {
    saveLogin(makeLogin({ typeUser: 'ORACLE', role: 'FINANCE', vendorId: null, company: null }, [AAM]));
    mockFetch(on('GET', '/api/drive', STATUS));
    renderWithProviders(<DriveCodePage />, '/drive/code?code=abc123');
    expect((await screen.findByLabelText('Code')).getAttribute('value')).toBe('abc123');
  });

  it('draws its cards, fields and buttons in Bahasa Indonesia', async () => {
    saveLogin(makeLogin({ typeUser: 'ORACLE', role: 'FINANCE', vendorId: null, company: null }, [AAM]));
    mockFetch(on('GET', '/api/drive', STATUS));
    await inIndonesian(async () => {
      renderWithProviders(<DriveCodePage />, '/drive/code');
      expect(await screen.findByRole('button', { name: 'Coba lagi' })).toBeTruthy();
      expect(screen.getByText('Otorisasi Penyimpanan Awan (drive folder lokal)')).toBeTruthy();
      for (const label of ['Perusahaan', 'URL', 'Kode']) expect(screen.getByLabelText(label)).toBeTruthy();
      for (const name of ['Buat URL', 'Buka URL', 'Simpan']) expect(screen.getByRole('button', { name })).toBeTruthy();
      expect(screen.getByText('Belum ada drive yang ditautkan. Batch perusahaan tanpa drive masuk ke drive ITD.')).toBeTruthy();
      expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
        expect.arrayContaining(['Nomor Batch', 'Perusahaan', 'Percobaan', 'Folder / Galat', 'Diperbarui', 'Aksi']),
      );
    });
  });
});
