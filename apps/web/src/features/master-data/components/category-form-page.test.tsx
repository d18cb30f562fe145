import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { CategoryRecord } from '@faktura/domain';
import { AppProviders } from '../../../app/providers';
import { mockFetch, on } from '../../../test/fetch-mock';
import { AAM, makeLogin } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { saveLogin } from '../../../lib/session';
import { CategoryFormPage } from './category-form-page';
import { inIndonesian } from '../../../test/language';

const FINANCE = { typeUser: 'ORACLE' as const, role: 'FINANCE', vendorId: null, company: AAM };
const ACCOUNTS = { items: [{ accountId: 7, segments: '81.FIN.610101.0000', description: 'Biaya Perjalanan Dinas' }] };
const DDK: CategoryRecord = {
  id: 5,
  orgId: 82,
  instance: 'AAM',
  company: AAM.name,
  name: 'DDK',
  accountId: 7,
  account: '81.FIN.610101.0000',
  detailCount: 1,
  details: [{ id: 11, name: 'Uang Makan', accountId: 7, account: '81.FIN.610101.0000' }],
};

function renderCategory(id: number) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[`/master/category/${id}`]}>
        <Routes>
          <Route path="/master/category/:id" element={<CategoryFormPage />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

async function confirmDelete(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Delete this category?')).toBeTruthy();
  await user.click(within(screen.getByRole('tooltip')).getByRole('button', { name: 'Delete' }));
}

describe('CategoryFormPage', () => {
  it('lists every missing part at once before sending anything', async () => {
    const user = userEvent.setup();
    saveLogin(makeLogin(FINANCE, [AAM]));
    const calls = mockFetch(on('GET', '/api/master/categories/accounts', ACCOUNTS));
    renderWithProviders(<CategoryFormPage />);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const alert = await screen.findByRole('alert');
    for (const message of ['Isi Category!', 'Pilih Account!', 'Isi Category Detail dan COA!']) expect(within(alert).getByText(message)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete detail 1' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await within(await screen.findByRole('alert')).findByText('Detail category is empty')).toBeTruthy();
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('says "Gagal delete category" with the server’s reason, whatever failed', async () => {
    const user = userEvent.setup();
    saveLogin(makeLogin(FINANCE, [AAM]));
    let answer = { status: 409, body: { code: 'CONFLICT', messages: ['Gagal delete category', 'The category is used by 1 vendor mapping(s)'] } };
    mockFetch(on('GET', '/api/master/categories/5', DDK), on('GET', '/api/master/categories/accounts', ACCOUNTS), (req) =>
      req.method === 'DELETE' ? answer : undefined,
    );
    renderCategory(5);
    expect(await screen.findByDisplayValue('DDK')).toBeTruthy();
    await confirmDelete(user);
    const alert = await screen.findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Gagal delete category', 'The category is used by 1 vendor mapping(s)']);

    answer = { status: 500, body: { code: 'INTERNAL', messages: ['Something went wrong. Reference: r-1'] } };
    await confirmDelete(user);
    expect(await within(await screen.findByRole('alert')).findByText('Something went wrong. Reference: r-1')).toBeTruthy();
    expect(within(screen.getByRole('alert')).getByText('Gagal delete category')).toBeTruthy();
  });

  it('shows PIC the category read-only, without Create, Update or Delete', async () => {
    saveLogin(makeLogin({ typeUser: 'PIC', role: 'PIC', vendorId: null, company: AAM }, [AAM]));
    mockFetch(on('GET', '/api/master/categories/5', DDK), on('GET', '/api/master/categories/accounts', ACCOUNTS));
    renderCategory(5);
    const name = await screen.findByDisplayValue('DDK');
    expect((name as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /Create|Update|Delete/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('draws the category form in Bahasa Indonesia', async () => {
    saveLogin(makeLogin(FINANCE, [AAM]));
    mockFetch(on('GET', '/api/master/categories/5', DDK), on('GET', '/api/master/categories/accounts', ACCOUNTS));
    await inIndonesian(async () => {
      renderCategory(5);
      expect(await screen.findByDisplayValue('DDK')).toBeTruthy();
      expect(screen.getByText('Kategori')).toBeTruthy();
      expect(screen.getByLabelText('Nama Kategori')).toBeTruthy();
      expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(expect.arrayContaining(['No', 'Detail Kategori', 'COA']));
      expect(screen.getByLabelText('Detail kategori 1')).toBeTruthy();
      for (const name of ['Tambah Baris', 'Batal', 'Perbarui', 'Hapus', 'Hapus detail 1']) expect(screen.getByRole('button', { name })).toBeTruthy();
    });
  });
});
