import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TaxRegistration } from '@faktura/domain';
import { mockFetch, on } from '../../../test/fetch-mock';
import { AAM, makeLogin } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { saveLogin } from '../../../lib/session';
import { loadLanguage } from '../../../i18n';
import { resetLanguageForTests } from '../../../i18n/language';
import { TaxRegistrationsPage } from './tax-registrations-page';

afterEach(async () => {
  await loadLanguage('en');
  resetLanguageForTests();
});

const SUPPLIER: TaxRegistration = {
  instance: 'AAM',
  partyKind: 'SUPPLIER',
  partyId: 3003,
  partyNumber: '3003',
  name: 'PT Kilat Transport Nusantara',
  npwp: null,
  npwpPrinted: null,
  nitku: null,
  nitkuPrinted: null,
  source: 'NONE',
  erpNpwp: null,
  updatedBy: null,
  updatedAt: null,
};

function setup() {
  saveLogin(makeLogin({ typeUser: 'ORACLE', role: 'FINANCE', vendorId: null, company: AAM }, [AAM]));
  mockFetch(on('GET', '/api/master/tax-registrations', { items: [SUPPLIER], total: 1, page: 1, pageSize: 10 }));
}

describe('TaxRegistrationsPage (/master/tax-registrations)', () => {
  it('lists a supplier without NPWP and opens its edit modal (English)', async () => {
    const user = userEvent.setup();
    setup();
    renderWithProviders(<TaxRegistrationsPage />);
    const row = (await screen.findByText('PT Kilat Transport Nusantara')).closest('tr')!;
    expect(within(row).getByText('None')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Edit tax registration of supplier PT Kilat Transport Nusantara' }));
    expect(await screen.findByText('Tax registration: PT Kilat Transport Nusantara')).toBeTruthy();
    expect(
      screen.getByText(/^Supplier 3003 \(AAM\)\. The ERP has no NPWP for this supplier\. Leave both fields empty to remove finance's record\.$/),
    ).toBeTruthy();
    expect(screen.getByText('16 digits; a legacy 15-digit NPWP is converted')).toBeTruthy();
  });

  it('draws the list and the edit modal in Bahasa Indonesia', async () => {
    const user = userEvent.setup();
    setup();
    await loadLanguage('id');
    renderWithProviders(<TaxRegistrationsPage />);
    const row = (await screen.findByText('PT Kilat Transport Nusantara')).closest('tr')!;
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['Nama', 'Jenis', 'Nomor', 'NPWP', 'NITKU', 'Sumber', 'Perubahan Terakhir', 'Aksi']),
    );
    expect(within(row).getByText('Pemasok')).toBeTruthy();
    expect(within(row).getByText('Tidak ada')).toBeTruthy();
    expect(screen.getByLabelText('Nama, nomor, NPWP atau NITKU')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Ubah registrasi pajak pemasok PT Kilat Transport Nusantara' }));
    expect(await screen.findByText('Registrasi pajak: PT Kilat Transport Nusantara')).toBeTruthy();
    expect(screen.getByText(/ERP tidak memiliki NPWP untuk pemasok ini\. Kosongkan kedua kolom/)).toBeTruthy();
    for (const name of ['Gunakan kantor pusat', 'Batal', 'Simpan']) expect(screen.getByRole('button', { name })).toBeTruthy();
  });
});
