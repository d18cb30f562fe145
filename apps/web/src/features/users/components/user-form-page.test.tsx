import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, on } from '../../../test/fetch-mock';
import { AAM, makeLogin } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { saveLogin } from '../../../lib/session';
import { UserFormPage } from './user-form-page';
import { inIndonesian } from '../../../test/language';

const OPTIONS = {
  roles: [{ code: 'VENDOR', description: 'Supplier', pageNos: [100] }],
  companies: [{ value: '82-AAM', name: 'PT Agro Astra Mandiri - Head Office (AAM)' }],
};

describe('UserFormPage (/master/user/create, /master/user/edit/:username)', () => {
  it('names every missing field at once and sends nothing', async () => {
    const user = userEvent.setup();
    saveLogin(makeLogin({ typeUser: 'ORACLE', role: 'FINANCE', vendorId: null, company: null }, [AAM]));
    const calls = mockFetch(on('GET', '/api/users/form-options', OPTIONS));
    renderWithProviders(<UserFormPage />, '/master/user/create');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    const alert = within(await screen.findByRole('alert'));
    for (const text of ['Username is required', 'Password is required', 'User Code is required', 'Role is required', 'Company is required']) {
      expect(alert.getByText(text)).toBeTruthy();
    }
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('shows a PIC the form read-only, without Save', async () => {
    saveLogin(makeLogin({ typeUser: 'PIC', role: 'PIC', vendorId: null, company: null }, [AAM]));
    mockFetch(on('GET', '/api/users/form-options', OPTIONS));
    renderWithProviders(<UserFormPage />, '/master/user/create');
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('User Code').disabled).toBe(true));
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('draws the form in Bahasa Indonesia', async () => {
    saveLogin(makeLogin({ typeUser: 'ORACLE', role: 'FINANCE', vendorId: null, company: null }, [AAM]));
    mockFetch(on('GET', '/api/users/form-options', OPTIONS));
    await inIndonesian(async () => {
      renderWithProviders(<UserFormPage />, '/master/user/create');
      expect(await screen.findByText('Tambah Pengguna')).toBeTruthy();
      for (const label of ['Nama Pengguna', 'Kata Sandi', 'Kode Pengguna', 'Peran', 'Jenis Pengguna', 'Tanggal Mulai', 'Tanggal Akhir', 'Keterangan']) {
        expect(screen.getByLabelText(label)).toBeTruthy();
      }
      expect(screen.getByText('Tanggal akhir yang sudah lewat langsung mengakhiri sesi pengguna')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Simpan' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Batal' })).toBeTruthy();
    });
  });
});
