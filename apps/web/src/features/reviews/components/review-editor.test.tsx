import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import userEvent from '@testing-library/user-event';
import type { ReviewView } from '@faktura/domain';
import { mockFetch, on } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { loadLanguage } from '../../../i18n';
import { resetLanguageForTests } from '../../../i18n/language';
import { ReviewEditor } from './review-editor';
import { ReviewFinPage } from './review-fin-page';

const view = (patch: Partial<ReviewView> = {}): ReviewView => ({
  id: 41,
  kind: 'NON_PO',
  invoiceNo: 'SJA/NP/2026/0202',
  invoiceDate: '2026-11-10',
  glDate: '2026-11-10',
  taxNo: '010.000-26.00000123',
  taxDate: '2026-11-10',
  description: 'Sewa kendaraan operasional',
  status: 'OPEN',
  reason: null,
  revision: 3,
  orgId: 82,
  instance: 'AAM',
  company: 'PT Agro Astra Mandiri - Head Office',
  vendorId: 3001,
  vendorName: 'PT Sinar Jaya Abadi',
  vendorSiteId: 30011,
  batchNo: 'AAM-82-00007',
  currencyCode: 'IDR',
  invoiceAmount: '1000000.00',
  taxAmount: '120000.00',
  totalAmount: '1120000.00',
  bankAccountId: null,
  paymentMethod: '',
  termId: null,
  chargeAccountId: null,
  costCenter: 'ITD',
  serviceCharge: false,
  referenceNumber: '',
  categoryId: null,
  categoryName: '',
  verified: false,
  verifiedAt: null,
  lines: [
    {
      id: 7,
      lineNum: 1,
      detailCategory: 'Jasa Inklaring',
      description: 'Inklaring pelabuhan',
      amount: '1000000.00',
      vatCode: 'PPN 12%',
      vatRate: '12',
      taxAmount: '120000.00',
      whtCode: null,
      coaId: null,
      remarks: '',
    },
  ],
  reimbursements: [],
  attachments: [],
  warnings: [],
  options: {
    banks: [{ id: 1, label: 'BCA 123' }],
    paymentMethods: [{ code: 'EFT', label: 'EFT' }],
    terms: [],
    accounts: [],
    costCenters: [],
    sites: [],
    categories: [],
  },
  permissions: { canAct: true, canVerify: true, canSubmit: false, canUpload: true, canDeleteAttachment: true },
  ...patch,
});

const reload = () => Promise.resolve();

afterEach(async () => {
  await loadLanguage('en');
  resetLanguageForTests();
});

describe('PIC review editor', () => {
  it('shows finance the review without the PIC buttons', () => {
    mockFetch();
    const readOnly = view({ permissions: { canAct: false, canVerify: false, canSubmit: false, canUpload: true, canDeleteAttachment: false } });
    renderWithProviders(<ReviewEditor view={readOnly} version="v2" onReload={reload} onFilesChanged={reload} />);
    for (const name of ['Save', 'Reject', 'Submit to Rekomendator', 'Verified']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('lists every missing field on Save before calling the server, and keeps Submit closed until Verified', async () => {
    const user = userEvent.setup();
    const calls = mockFetch();
    renderWithProviders(<ReviewEditor view={view()} version="v2" onReload={reload} onFilesChanged={reload} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    for (const m of ['Choose Bank Account', 'Choose Payment Method', 'Choose Term', 'Choose Charge of Account'])
      expect(await screen.findByText(m)).toBeTruthy();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Submit to Rekomendator' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Verified' }).disabled).toBe(false);
  });

  it('writes the picked travel order into the line remarks as order#guest#start#end', async () => {
    const user = userEvent.setup();
    mockFetch(
      on('GET', '/api/reviews/41/travel-orders', {
        items: [{ travelOrderNo: 'TO-SJA-2611-001', guestName: 'Budi Santoso', startDate: '2026-11-02', endDate: '2026-11-04' }],
      }),
    );
    renderWithProviders(<ReviewEditor view={view()} version="v1" onReload={reload} onFilesChanged={reload} />);
    await user.click(screen.getByRole('button', { name: 'Travel Order for line 1' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Pick TO-SJA-2611-001' }));
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Remarks of line 1').value).toBe('TO-SJA-2611-001#Budi Santoso#02-NOV-2026#04-NOV-2026'),
    );
  });

  it('draws the review in Bahasa Indonesia: summary, fields, lines, buttons', async () => {
    await loadLanguage('id');
    mockFetch();
    renderWithProviders(<ReviewEditor view={view()} version="v2" onReload={reload} onFilesChanged={reload} />);
    expect(screen.getByText('Faktur Non PO SJA/NP/2026/0202')).toBeTruthy();
    expect(screen.getByText('Belum diverifikasi')).toBeTruthy();
    expect(screen.getByText('Tinjauan')).toBeTruthy();
    expect(screen.getByText('Rekening Bank')).toBeTruthy();
    expect(screen.getByText('Termasuk biaya layanan')).toBeTruthy();
    expect(screen.getByLabelText('Catatan baris 1')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Detail Kategori' })).toBeTruthy();
    expect(screen.getByText('Ekspedisi')).toBeTruthy();
    for (const name of ['Batal', 'Ekspor ke Excel', 'Unduh Baris', 'Verifikasi', 'Tolak', 'Simpan', 'Kirim ke Rekomendator'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Tampilkan baris' })).toBeTruthy();
  });
});

describe('finance review page', () => {
  const path = '/invoice/review-fin/SJA%2FNP%2F2026%2F0202/AAM-82-00007/3001/82?instance=AAM';
  const page = (
    <Routes>
      <Route path="/invoice/review-fin/:invoiceNo/:batchNo/:supplierNo/:orgId" element={<ReviewFinPage />} />
    </Routes>
  );
  const answers = () =>
    mockFetch(
      on(
        'GET',
        '/api/reviews/lookup',
        view({ status: 'POSTED', permissions: { canAct: false, canVerify: false, canSubmit: false, canUpload: false, canDeleteAttachment: false } }),
      ),
      on('GET', '/api/finance/reviews/41', {
        id: 41,
        status: 'POSTED',
        revision: 5,
        payGroup: null,
        payGroups: [{ value: 'VENDOR', label: 'VENDOR' }],
        erpRejection: null,
        payment: { amount: '1120000.00', paymentDate: '2026-11-20', checkNum: 'CHQ-77', currencyCode: 'IDR' },
        finance: { canSubmit: true, canReject: true },
      }),
    );

  it('shows the payment, the finance card and its buttons in English', async () => {
    answers();
    renderWithProviders(page, path);
    expect(await screen.findByText('Paid IDR 1,120,000.00 on 20-NOV-2026, cheque CHQ-77')).toBeTruthy();
    expect(screen.getByText('Pay Group')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit to finance' })).toBeTruthy();
  });

  it('shows them in Bahasa Indonesia', async () => {
    await loadLanguage('id');
    answers();
    renderWithProviders(page, path);
    expect(await screen.findByText('Dibayar IDR 1.120.000,00 pada 20-Nov-2026, cek CHQ-77')).toBeTruthy();
    expect(screen.getByText('Keuangan')).toBeTruthy();
    expect(screen.getByText('Grup Pembayaran')).toBeTruthy();
    for (const name of ['Batal', 'Ekspor ke Excel', 'Tolak', 'Kirim ke keuangan']) expect(screen.getByRole('button', { name })).toBeTruthy();
  });
});
