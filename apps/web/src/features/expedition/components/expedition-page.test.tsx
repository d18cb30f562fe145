import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ExpeditionLine } from '@faktura/domain';
import { mockFetch, on } from '../../../test/fetch-mock';
import { AAM, makeLogin } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { saveLogin } from '../../../lib/session';
import { ExpeditionPage } from './expedition-page';
import { LineEditModal } from './line-edit-modal';

const LINE: ExpeditionLine = {
  awbLineId: 1950030,
  instance: 'AAM',
  orgId: 82,
  vendorId: 3003,
  branch: 'Surabaya',
  reference: 'KTN-DEMO-0030',
  periode: 'OCT2026',
  shipDate: '2026-10-30',
  awb: 'KTN800000030',
  awbVendor: null,
  customer: 'PT Agro Astra Mandiri - Gudang Cikarang',
  service: 'EXPRESS',
  charge: 'COLLY',
  quantity: '30.000',
  revisedQuantity: '30.000',
  unitPrice: '185000.00',
  freightCharge: '5550000.00',
  packing: '0.00',
  inap: '0.00',
  bongkarMuat: '0.00',
  surcharge: '0.00',
  thr: '0.00',
  insentif: '0.00',
  lain: '0.00',
  totalCharge: '5550000.00',
  totalCompany: null,
  rateVendor: '185000.00',
  rateCompany: null,
  matchType: null,
  invoiceNo: null,
  invoiceDate: null,
  taxNo: null,
  taxDate: null,
  status: 'OPEN',
  revision: 0,
};

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('LineEditModal (REFERENCE)', () => {
  it('computes Tagihan Ekspedisi and the total as the user types, exactly', async () => {
    saveLogin(makeLogin({ company: AAM }));
    mockFetch();
    renderWithProviders(<LineEditModal line={LINE} onClose={vi.fn()} onSaved={vi.fn()} />);
    type('Revisi Jumlah COLLY/KG', '10.5');
    type('Harga Satuan', '12000');
    type('Biaya Packing', '0.1');
    type('Biaya Lain', '0.2');
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Tagihan Ekspedisi').value).toBe('126,000.00'));
    expect(screen.getByLabelText<HTMLInputElement>('Total Tagihan Ekspedisi').value).toBe('126,000.30');
  });

  it('UPDATE lists every message at once and sends nothing; a valid one sends the line at its revision', async () => {
    saveLogin(makeLogin({ company: AAM }));
    const calls = mockFetch(on('PUT', '/api/expedition/lines', { ...LINE, status: 'SAVED', revision: 1 }));
    const onSaved = vi.fn();
    renderWithProviders(<LineEditModal line={LINE} onClose={vi.fn()} onSaved={onSaved} />);
    type('Biaya THR', 'abc');
    fireEvent.click(screen.getByRole('button', { name: 'UPDATE' }));
    const alert = await screen.findByRole('alert');
    for (const text of ['Invalid number in Biaya THR', 'No Invoice is empty', 'Tanggal Invoice is empty', 'Tanggal Faktur Pajak is empty']) {
      expect(within(alert).getByText(text)).toBeTruthy();
    }
    expect(calls).toHaveLength(0);

    type('Biaya THR', '1,000');
    type('No Invoice', 'KTN/INV/2611/777');
    for (const label of ['Tanggal Invoice', 'Tanggal Faktur Pajak']) {
      const input = screen.getByLabelText<HTMLInputElement>(label);
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value: '12-NOV-2026' } });
      fireEvent.blur(input);
    }
    // The date picker commits a frame after the blur.
    await new Promise((resolve) => setTimeout(resolve, 100));
    fireEvent.click(screen.getByRole('button', { name: 'UPDATE' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Data has been saved successfully'));
    expect(calls[0]?.body).toMatchObject({ awbLineId: 1950030, revision: 0, thr: '1000.00', invoiceNo: 'KTN/INV/2611/777', invoiceDate: '2026-11-12' });
  });
});

describe('ExpeditionPage', () => {
  it('asks for the payment site before searching, and hides Upload File in transport mode', async () => {
    saveLogin(makeLogin({ userDesc: 'PT Kilat Transport Nusantara', vendorName: 'PT Kilat Transport Nusantara', transport: true, company: AAM }));
    const calls = mockFetch();
    renderWithProviders(<ExpeditionPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Payment site harus diisi..')).toBeTruthy();
    expect(calls.filter((c) => c.path.startsWith('/api/expedition/lines'))).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Upload File' })).toBeNull();
  });
});
