import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ExpeditionLine } from '@faktura/domain';
import { mockFetch, on } from '../../../test/fetch-mock';
import { AAM, makeLogin } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { retype, typeDate } from '../../../test/user';
import { saveLogin } from '../../../lib/session';
import { ExpeditionPage } from './expedition-page';
import { LineEditModal } from './line-edit-modal';
import { inIndonesian } from '../../../test/language';

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

const type = (user: UserEvent, label: string, value: string) => retype(user, screen.getByLabelText(label), value);

describe('LineEditModal (REFERENCE)', () => {
  it('computes Tagihan Ekspedisi and the total as the user types, exactly', async () => {
    const user = userEvent.setup();
    saveLogin(makeLogin({ company: AAM }));
    mockFetch();
    renderWithProviders(<LineEditModal line={LINE} onClose={vi.fn()} onSaved={vi.fn()} />);
    await type(user, 'Revisi Jumlah COLLY/KG', '10.5');
    await type(user, 'Harga Satuan', '12000');
    await type(user, 'Biaya Packing', '0.1');
    await type(user, 'Biaya Lain', '0.2');
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Tagihan Ekspedisi').value).toBe('126,000.00'));
    expect(screen.getByLabelText<HTMLInputElement>('Total Tagihan Ekspedisi').value).toBe('126,000.30');
  });

  it('UPDATE lists every message at once and sends nothing; a valid one sends the line at its revision', async () => {
    const user = userEvent.setup();
    saveLogin(makeLogin({ company: AAM }));
    const calls = mockFetch(on('PUT', '/api/expedition/lines', { ...LINE, status: 'SAVED', revision: 1 }));
    const onSaved = vi.fn();
    renderWithProviders(<LineEditModal line={LINE} onClose={vi.fn()} onSaved={onSaved} />);
    await type(user, 'Biaya THR', 'abc');
    await user.click(screen.getByRole('button', { name: 'UPDATE' }));
    const alert = await screen.findByRole('alert');
    for (const text of ['Invalid number in Biaya THR', 'No Invoice is empty', 'Tanggal Invoice is empty', 'Tanggal Faktur Pajak is empty']) {
      expect(within(alert).getByText(text)).toBeTruthy();
    }
    expect(calls).toHaveLength(0);

    await type(user, 'Biaya THR', '1,000');
    await type(user, 'No Invoice', 'KTN/INV/2611/777');
    for (const label of ['Tanggal Invoice', 'Tanggal Faktur Pajak']) await typeDate(user, screen.getByLabelText(label), '12-11-2026');
    await user.click(screen.getByRole('button', { name: 'UPDATE' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Data has been saved successfully'));
    expect(calls[0]?.body).toMatchObject({ awbLineId: 1950030, revision: 0, thr: '1000.00', invoiceNo: 'KTN/INV/2611/777', invoiceDate: '2026-11-12' });
  });
  it('names its title and buttons in Bahasa Indonesia; the legacy Indonesian labels stay', async () => {
    saveLogin(makeLogin({ company: AAM }));
    mockFetch();
    await inIndonesian(async () => {
      renderWithProviders(<LineEditModal line={LINE} onClose={vi.fn()} onSaved={vi.fn()} />);
      expect(await screen.findByText('Referensi KTN-DEMO-0030')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'PERBARUI' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'BATAL' })).toBeTruthy();
      expect(screen.getByLabelText<HTMLInputElement>('Tagihan Ekspedisi').value).toBe('5.550.000,00');
    });
  });
});

describe('ExpeditionPage', () => {
  it('asks for the payment site before searching, and hides Upload File in transport mode', async () => {
    const user = userEvent.setup();
    saveLogin(makeLogin({ userDesc: 'PT Kilat Transport Nusantara', vendorName: 'PT Kilat Transport Nusantara', transport: true, company: AAM }));
    const calls = mockFetch();
    renderWithProviders(<ExpeditionPage />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Payment site harus diisi..')).toBeTruthy();
    expect(calls.filter((c) => c.path.startsWith('/api/expedition/lines'))).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Upload File' })).toBeNull();
  });

  describe('Submit', () => {
    const transport = () =>
      saveLogin(makeLogin({ userDesc: 'PT Kilat Transport Nusantara', vendorName: 'PT Kilat Transport Nusantara', transport: true, company: AAM }));
    const row = (invoiceNo: string, uploadedBy: string[]) => ({
      invoiceNo,
      invoiceDate: '2026-11-02',
      taxNo: '010.000-26.00000001',
      taxDate: '2026-11-02',
      totalInvoice: '5550000.00',
      totalQuantity: '30.000',
      lines: 1,
      uploadedBy,
      version: `v-${invoiceNo}`,
    });

    // Submit works on the searched supplier: search HO first.
    const search = async (user: UserEvent) => {
      await user.click(screen.getByLabelText('Payment Site'));
      await user.click(await screen.findByTitle('HO'));
      await user.click(screen.getByRole('button', { name: 'Search' }));
    };
    const lines = () => on('GET', '/api/expedition/lines', { items: [LINE], total: 1, page: 1, pageSize: 10 });
    const options = () => on('GET', '/api/expedition/options', { awbs: [], branches: [] });
    /** The confirmation's own Submit (the page's Submit button opens it). */
    const okButton = async () => {
      const title = await screen.findByText('Submit these saved invoices of this vendor? Submitted lines can no longer change.');
      return within(title.closest<HTMLElement>('.ant-popover')!).getByRole('button', { name: 'Submit' });
    };

    it('says there is nothing to submit instead of asking, and sends nothing', async () => {
      const user = userEvent.setup();
      transport();
      const calls = mockFetch(options(), lines(), on('GET', '/api/expedition/summary', { items: [] }));
      renderWithProviders(<ExpeditionPage />);
      await search(user);
      await screen.findByText('KTN-DEMO-0030');
      await waitFor(() => expect(calls.some((c) => c.path.startsWith('/api/expedition/summary'))).toBe(true));
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(within(await screen.findByRole('alert')).getByText('Tidak ada data yang di upload')).toBeTruthy();
      expect(screen.queryByText(/Submit these saved invoices/)).toBeNull();
      expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    });

    it('lists the invoices it will submit and who uploaded them', async () => {
      const user = userEvent.setup();
      transport();
      mockFetch(
        options(),
        lines(),
        on('GET', '/api/expedition/summary', { items: [row('KTN/INV/2611/001', ['transport']), row('KTN/INV/2611/002', ['fin', 'transport'])] }),
      );
      renderWithProviders(<ExpeditionPage />);
      await search(user);
      await screen.findByText('KTN/INV/2611/002');
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText('Submit these saved invoices of this vendor? Submitted lines can no longer change.')).toBeTruthy();
      const list = screen.getByRole('list', { name: 'Invoices to submit' });
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['KTN/INV/2611/001, uploaded by transport', 'KTN/INV/2611/002, uploaded by fin, transport']);
    });

    it('sends exactly the listed invoices, each at the version shown', async () => {
      const user = userEvent.setup();
      transport();
      const calls = mockFetch(
        options(),
        lines(),
        on('GET', '/api/expedition/summary', { items: [row('KTN/INV/2611/001', ['transport']), row('KTN/INV/2611/002', ['fin'])] }),
        on('POST', '/api/expedition/submit', { submitted: ['KTN/INV/2611/001', 'KTN/INV/2611/002'], message: 'Data has been submitted successfully' }),
      );
      renderWithProviders(<ExpeditionPage />);
      await search(user);
      await screen.findByText('KTN/INV/2611/002');
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await user.click(await okButton());
      await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        orgId: 82,
        instance: 'AAM',
        invoices: [
          { invoiceNo: 'KTN/INV/2611/001', version: 'v-KTN/INV/2611/001' },
          { invoiceNo: 'KTN/INV/2611/002', version: 'v-KTN/INV/2611/002' },
        ],
      });
      expect(await screen.findByText('Data has been submitted successfully: KTN/INV/2611/001, KTN/INV/2611/002')).toBeTruthy();
    });

    it("shows the server's refusal when an invoice changed after the confirmation", async () => {
      const user = userEvent.setup();
      transport();
      const changed = 'Invoice KTN/INV/2611/001 was changed after you confirmed it: check the Summary Invoice and submit again';
      mockFetch(
        options(),
        lines(),
        on('GET', '/api/expedition/summary', { items: [row('KTN/INV/2611/001', ['fin'])] }),
        on('POST', '/api/expedition/submit', { code: 'STALE_REVISION', messages: [changed] }, 409),
      );
      renderWithProviders(<ExpeditionPage />);
      await search(user);
      await screen.findByText('KTN/INV/2611/001');
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await user.click(await okButton());
      expect(within(await screen.findByRole('alert')).getByText(changed)).toBeTruthy();
    });
  });

  it('draws its filters, buttons, headings and summary in Bahasa Indonesia', async () => {
    const user = userEvent.setup();
    saveLogin(makeLogin({ userDesc: 'PT Kilat Ekspres', vendorName: 'PT Kilat Ekspres', company: AAM }));
    const summaryRow = {
      invoiceNo: 'KTN/INV/2611/001',
      invoiceDate: '2026-11-02',
      taxNo: '010.000-26.00000001',
      taxDate: '2026-11-02',
      totalInvoice: '5550000.00',
      totalQuantity: '30.000',
      lines: 1,
      uploadedBy: ['fin'],
      version: 'v-1',
    };
    mockFetch(
      on('GET', '/api/expedition/options', { awbs: [], branches: [] }),
      on('GET', '/api/expedition/lines', { items: [LINE], total: 1, page: 1, pageSize: 10 }),
      on('GET', '/api/expedition/summary', { items: [summaryRow] }),
    );
    await inIndonesian(async () => {
      renderWithProviders(<ExpeditionPage />);
      for (const label of ['Nama Pemasok', 'Tanggal Mulai', 'Tanggal Akhir', 'No AWB', 'Cabang', 'Nomor Faktur'])
        expect(screen.getByLabelText(label)).toBeTruthy();
      expect(screen.getByText('Pilih lokasi pembayaran lalu tekan Cari')).toBeTruthy();
      for (const name of ['Unduh', 'Unduh Excel', 'Unggah Berkas']) expect(screen.getByRole('button', { name })).toBeTruthy();
      await user.click(screen.getByLabelText('Lokasi Pembayaran'));
      await user.click(await screen.findByTitle('HO'));
      await user.click(screen.getByRole('button', { name: 'Cari' }));
      expect(await screen.findByRole('button', { name: 'Ubah KTN-DEMO-0030' })).toBeTruthy();
      expect(await screen.findByText('Ringkasan Faktur')).toBeTruthy();
      expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
        expect.arrayContaining(['Referensi', 'Pelanggan', 'Layanan', 'Harga Satuan', 'Nomor Faktur Pajak', 'Total Faktur']),
      );
      expect(screen.getByRole('button', { name: 'Kirim' })).toBeTruthy();
    });
  });
});
