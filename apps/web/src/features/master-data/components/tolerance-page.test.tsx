import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompanyTolerance } from '@faktura/domain';
import { mockFetch, on, quietPortal } from '../../../test/fetch-mock';
import { AAM, makeLogin } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { saveLogin } from '../../../lib/session';
import { inIndonesian } from '../../../test/language';

const AAM_ROW: CompanyTolerance = {
  instance: 'AAM',
  orgId: 82,
  company: 'PT Astra Agro Mandiri',
  pricePct: null,
  quantityPct: '5.00',
  qtyReceivedPct: null,
  updatedAt: null,
  updatedBy: null,
};

function setup(items: CompanyTolerance[] = [AAM_ROW]) {
  saveLogin(makeLogin({ typeUser: 'ORACLE', username: 'finance', company: AAM }));
  return mockFetch(
    ...quietPortal,
    on('GET', '/api/master/tolerances', { items }),
    on('PUT', '/api/master/tolerances', { ...AAM_ROW, pricePct: '2.00', updatedBy: 'finance', updatedAt: '2026-11-26T08:00:00.000Z' }),
  );
}

describe('Match tolerance (/master/tolerance)', { timeout: 60_000 }, () => {
  it('lists the companies with their percentages and "Not checked" for an unset one', async () => {
    setup();
    renderApp('/master/tolerance');
    const row = (await screen.findByText('PT Astra Agro Mandiri', {}, { timeout: 15_000 })).closest('tr')!;
    expect(within(row).getByText('5.00%')).toBeTruthy();
    expect(within(row).getAllByText('Not checked')).toHaveLength(2);
  });

  it('shows the form’s exact message and sends nothing for a wrong percentage, then saves after the confirmation', async () => {
    const user = userEvent.setup();
    const calls = setup();
    renderApp('/master/tolerance');
    await user.click(await screen.findByRole('button', { name: 'Edit tolerances of PT Astra Agro Mandiri' }, { timeout: 15_000 }));
    const price = await screen.findByLabelText('Price tolerance (%)');
    await user.type(price, '2.5555');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Price tolerance (%): enter a percentage from 0 to 1000 with at most 3 decimals, or leave it empty')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(price);
    await user.type(price, '2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update the match tolerances of this company?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Data has been saved successfully')).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ instance: 'AAM', orgId: 82, pricePct: '2', quantityPct: '5.00', qtyReceivedPct: '' }),
    );
  });

  it('says so when there is no company', async () => {
    setup([]);
    renderApp('/master/tolerance');
    expect(await screen.findByText('No companies found', {}, { timeout: 15_000 })).toBeTruthy();
  });

  it('draws the list and the edit modal in Bahasa Indonesia', async () => {
    const user = userEvent.setup();
    setup();
    await inIndonesian(async () => {
      renderApp('/master/tolerance');
      const row = (await screen.findByText('PT Astra Agro Mandiri', {}, { timeout: 15_000 })).closest('tr')!;
      expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
        expect.arrayContaining(['Perusahaan', 'Instans', 'Toleransi harga (%)', 'Perubahan Terakhir', 'Aksi']),
      );
      await user.click(within(row).getByRole('button', { name: 'Ubah toleransi PT Astra Agro Mandiri' }));
      expect(await screen.findByText('Toleransi pencocokan: PT Astra Agro Mandiri')).toBeTruthy();
      expect(screen.getByLabelText('Toleransi jumlah diterima (%)')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Simpan' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Batal' })).toBeTruthy();
    });
  });
});
