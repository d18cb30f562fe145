import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@faktura/domain';
import { mockFetch, on } from '../../../test/fetch-mock';
import { AAM, makeLogin } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { saveLogin } from '../../../lib/session';
import { loadLanguage } from '../../../i18n';
import { resetLanguageForTests } from '../../../i18n/language';
import { RoleMenusPage } from './role-menus-page';
import { UserListPage } from './user-list-page';

afterEach(async () => {
  await loadLanguage('en');
  resetLanguageForTests();
});

const FINANCE = { typeUser: 'ORACLE' as const, role: 'FINANCE', vendorId: null, company: AAM };
const SUPPLIER_USER: User = {
  id: 7,
  username: 'kilat',
  typeUser: 'VENDOR',
  role: 'VENDOR',
  roleDescription: 'Supplier',
  company: '82-AAM',
  companyName: AAM.name,
  startDate: '2026-01-01',
  endDate: null,
  userCode: 'KTN',
  description: 'PT Kilat Transport Nusantara',
  email: 'billing@kilat.example',
  active: 'Y',
  transport: true,
};

describe('the users list and role menus in Bahasa Indonesia', () => {
  it('names the users list’s headings, filter, button and count', async () => {
    saveLogin(makeLogin(FINANCE, [AAM]));
    mockFetch(on('GET', '/api/users', { items: [SUPPLIER_USER], total: 1, page: 1, pageSize: 10 }));
    await loadLanguage('id');
    renderWithProviders(<UserListPage />);
    expect(await screen.findByRole('link', { name: 'kilat' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['Nama Pengguna', 'Kode Pengguna', 'Jenis', 'Peran', 'Perusahaan', 'Tanggal Mulai', 'Tanggal Akhir', 'Aktif']),
    );
    expect(screen.getByLabelText('Pengguna')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tambah Pengguna' })).toBeTruthy();
    expect(screen.getByText('1 pengguna')).toBeTruthy();
  });

  it('names the role menus’ title, note and pages', async () => {
    const user = userEvent.setup();
    saveLogin(makeLogin(FINANCE, [AAM]));
    mockFetch(on('GET', '/api/users/roles', { items: [{ code: 'VENDOR', description: 'Supplier', pageNos: [100] }] }));
    await loadLanguage('id');
    renderWithProviders(<RoleMenusPage />);
    expect(await screen.findByText('Menu per Peran')).toBeTruthy();
    expect(screen.getByText('Perubahan menu tampil di menu samping pengguna saat ia masuk berikutnya.')).toBeTruthy();
    await user.click(screen.getByLabelText('Peran'));
    await user.click(await screen.findByTitle('VENDOR - Supplier'));
    expect(await screen.findByText('Halaman menu')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: '100 Buat faktur dengan PO' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: '140 Ekspedisi (Proses Tagihan)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Simpan' })).toBeTruthy();
  });
});
