import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { DebitNoteDetail } from '@faktura/domain';
import { mockFetch, on } from '../../../test/fetch-mock';
import { AAM, DEBIT_NOTE, makeLogin } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { saveLogin } from '../../../lib/session';
import { DebitNotePage } from './debit-note-page';
import { inIndonesian } from '../../../test/language';

const NOTE: DebitNoteDetail = {
  ...DEBIT_NOTE,
  erpDebitNoteId: 77,
  description: 'Short delivery',
  invoiceAmount: '1000000.00',
  taxAmount: '120000.00',
  totalAmount: '1120000.00',
  createdAt: '2026-11-04T02:00:00.000Z',
  lines: [{ lineNumber: 1, poNumber: 'PO-1', itemDescription: 'Pupuk NPK', quantity: '2', uom: 'KG', unitPrice: '500000.00', amount: '1000000.00' }],
  files: [{ id: 9, filename: 'debit.pdf', size: 2048, kind: 'debit' }],
};

describe('DebitNotePage in Bahasa Indonesia', () => {
  it('views a debit note: its header, lines, files and Back', () =>
    inIndonesian(async () => {
      saveLogin(makeLogin({ typeUser: 'ORACLE', role: 'FINANCE', vendorId: null, company: AAM }, [AAM]));
      mockFetch(on('GET', '/api/debit-notes/3', NOTE));
      renderWithProviders(<DebitNotePage />, '/invoice/nota-debit?id=3');
      expect(await screen.findByText('Nota Debit DN/AAM/2611/0001')).toBeTruthy();
      for (const label of ['Perusahaan', 'Pemasok', 'Nomor Faktur Pajak Pemasok', 'Tanggal Faktur Pajak Pemasok']) expect(screen.getByText(label)).toBeTruthy();
      expect(screen.getByText('03-Nov-2026')).toBeTruthy();
      // The header's bordered descriptions are headings too, then the lines' columns.
      const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
      expect(headers).toEqual(
        expect.arrayContaining([
          'Nomor ND',
          'Tanggal ND',
          'Mata Uang',
          'Jumlah Pajak',
          'Jumlah Total',
          'Nomor PO',
          'Keterangan',
          'Jml',
          'Satuan',
          'Harga Satuan',
          'Jumlah',
        ]),
      );
      expect(screen.getByText('Lampiran Debit')).toBeTruthy();
      expect(screen.getByText('Lampiran Retur')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Kembali' })).toBeTruthy();
    }));

  it('offers finance the create form: company, supplier, debit note, Find, Cancel and Create', () =>
    inIndonesian(async () => {
      saveLogin(makeLogin({ typeUser: 'ORACLE', role: 'FINANCE', vendorId: null, company: AAM }, [AAM]));
      mockFetch();
      renderWithProviders(<DebitNotePage />, '/invoice/nota-debit');
      expect(await screen.findByText('Buat Nota Debit')).toBeTruthy();
      expect(screen.getByLabelText('Perusahaan')).toBeTruthy();
      expect(screen.getByLabelText('Pemasok')).toBeTruthy();
      expect(screen.getByRole('combobox', { name: 'Nota Debit' })).toBeTruthy();
      expect(screen.getByText('Pilih perusahaan dan pemasok terlebih dahulu')).toBeTruthy();
      for (const name of ['Cari', 'Batal', 'Buat']) expect(screen.getByRole('button', { name })).toBeTruthy();
    }));

  it('sends a supplier back to the list', () =>
    inIndonesian(async () => {
      saveLogin(makeLogin({ company: AAM }));
      mockFetch();
      renderWithProviders(<DebitNotePage />, '/invoice/nota-debit');
      expect(await screen.findByRole('button', { name: 'Daftar Nota Debit' })).toBeTruthy();
    }));
});
