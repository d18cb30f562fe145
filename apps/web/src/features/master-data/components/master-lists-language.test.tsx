import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { CategorySummary, ProxyMapping } from '@faktura/domain';
import { mockFetch, on } from '../../../test/fetch-mock';
import { AAM, makeLogin } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { saveLogin } from '../../../lib/session';
import { loadLanguage } from '../../../i18n';
import { resetLanguageForTests } from '../../../i18n/language';
import { CategoryListPage } from './category-list-page';
import { ProxyMappingPage } from './proxy-mapping-page';

afterEach(async () => {
  await loadLanguage('en');
  resetLanguageForTests();
});

const FINANCE = { typeUser: 'ORACLE' as const, role: 'FINANCE', vendorId: null, company: AAM };
const DDK: CategorySummary = { id: 5, orgId: 82, instance: 'AAM', company: AAM.name, name: 'DDK', accountId: 7, account: '81.FIN.610101.0000', detailCount: 1 };
const MAPPING: ProxyMapping = {
  id: 3,
  orgId: 82,
  instance: 'AAM',
  company: AAM.name,
  userId: 9,
  username: 'pic1',
  vendorId: 3003,
  vendorName: 'PT Kilat Transport Nusantara',
  startDate: '2026-01-01',
  endDate: null,
  current: true,
};

describe('master lists in Bahasa Indonesia', () => {
  it('names the category list’s filters, headings, buttons and count', async () => {
    saveLogin(makeLogin(FINANCE, [AAM]));
    mockFetch(on('GET', '/api/master/categories', { items: [DDK], total: 1, page: 1, pageSize: 10 }));
    await loadLanguage('id');
    renderWithProviders(<CategoryListPage />);
    expect(await screen.findByRole('link', { name: 'Ubah' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['Kategori', 'Perusahaan', 'Akun', 'Baris Detail', 'Aksi']),
    );
    expect(screen.getByLabelText('Nama Kategori')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tambah Kategori' })).toBeTruthy();
    expect(screen.getByText('1 kategori')).toBeTruthy();
  });

  it('names the proxy mapping form and list', async () => {
    saveLogin(makeLogin(FINANCE, [AAM]));
    mockFetch(
      on('GET', '/api/master/proxy-mappings', { items: [MAPPING], total: 1, page: 1, pageSize: 10 }),
      on('GET', '/api/master/proxy-mappings/pic-users', { items: [] }),
    );
    await loadLanguage('id');
    renderWithProviders(<ProxyMappingPage />);
    expect(await screen.findByText('PT Kilat Transport Nusantara')).toBeTruthy();
    expect(screen.getByText('Petakan PIC ke Pemasok')).toBeTruthy();
    expect(screen.getByText('Kosong: mulai hari ini')).toBeTruthy();
    expect(screen.getByText('Aktif')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['PIC', 'Pemasok', 'Tanggal Mulai', 'Tanggal Akhir', 'Status', 'Aksi']),
    );
    for (const name of ['Simpan', 'Atur Ulang', 'Ubah', 'Hapus']) expect(screen.getByRole('button', { name })).toBeTruthy();
  });
});
