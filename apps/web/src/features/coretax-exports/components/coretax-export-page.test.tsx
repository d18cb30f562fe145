import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CORETAX_MESSAGES, defaultTaxPeriod, type CoretaxPreview } from '@faktura/domain';
import { mockFetch } from '../../../test/fetch-mock';
import { AAM, makeLogin } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { saveLogin } from '../../../lib/session';
import { CoretaxExportPage } from './coretax-export-page';
import { loadLanguage } from '../../../i18n';
import { resetLanguageForTests } from '../../../i18n/language';

function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const head = { instance: 'AAM', orgId: 82, period: defaultTaxPeriod(today()) };
const BPPU: CoretaxPreview = {
  kind: 'bppu',
  ...head,
  fileProblems: [],
  exportable: [
    {
      sourceId: 1,
      documentNo: 'INV-1',
      vendorName: 'PT Sinar Jaya Abadi',
      counterpartTin: '0032320490674000',
      taxObjectCode: '24-104-14',
      reference: '0100002500000001',
      base: '1500000.00',
      rate: '2',
      tax: '30000.00',
      date: '2026-10-20',
    },
  ],
  refused: [
    {
      sourceId: 2,
      documentNo: 'INV-2',
      vendorName: 'CV Maju Bersama',
      whtCode: 'PPh 21 5%',
      base: '800000.00',
      reasons: ['WHT code PPh 21 5% has no Coretax tax object code'],
    },
  ],
};
const RETUR: CoretaxPreview = {
  kind: 'retur',
  ...head,
  fileProblems: ['The company has no NPWP: record it in Master → Tax Registrations'],
  exportable: [],
  refused: [
    {
      sourceId: 9,
      documentNo: 'DN-9',
      vendorName: 'PT Sinar Jaya Abadi',
      whtCode: null,
      base: '100000.00',
      reasons: ['The company has no NPWP: record it in Master → Tax Registrations'],
    },
  ],
};

describe('CoretaxExportPage', () => {
  it("asks both previews for the session's company and last month, lists the rows each file holds and the refused rows with reasons; a file that cannot be made cannot be downloaded", async () => {
    const user = userEvent.setup();
    saveLogin(makeLogin({ typeUser: 'ORACLE', company: AAM }));
    const calls = mockFetch((req) =>
      req.method === 'GET' && req.url.pathname === '/api/coretax-exports/preview'
        ? { status: 200, body: req.url.searchParams.get('kind') === 'bppu' ? BPPU : RETUR }
        : undefined,
    );
    renderWithProviders(<CoretaxExportPage />);
    await user.click(screen.getByRole('button', { name: 'Show Files' }));
    const bppu = await screen.findByTestId('coretax-bppu');
    expect(await within(bppu).findByText('1 row will be exported')).toBeTruthy();
    const row = within(bppu).getByText('INV-1').closest('tr')!;
    for (const text of ['0032320490674000', '24-104-14', '0100002500000001', '1,500,000.00', '30,000.00', '2026-10-20'])
      expect(within(row).getByText(text)).toBeTruthy();
    expect(within(bppu).getByText(CORETAX_MESSAGES.refusedHeading + ' (1)')).toBeTruthy();
    expect(within(bppu).getByText('WHT code PPh 21 5% has no Coretax tax object code')).toBeTruthy();
    expect(within(bppu).getByRole('button', { name: /Download BPPU XML/ })).toHaveProperty('disabled', false);

    const retur = await screen.findByTestId('coretax-retur');
    expect(await within(retur).findByText('0 rows will be exported')).toBeTruthy();
    expect(within(retur).getAllByText('The company has no NPWP: record it in Master → Tax Registrations').length).toBe(2);
    expect(within(retur).getByRole('button', { name: /Download Retur XML/ })).toHaveProperty('disabled', true);
    const paths = calls.map((c) => c.path).sort();
    expect(paths).toEqual([
      `/api/coretax-exports/preview?kind=bppu&instance=AAM&orgId=82&period=${head.period}`,
      `/api/coretax-exports/preview?kind=retur&instance=AAM&orgId=82&period=${head.period}`,
    ]);
  });

  it('asks for a company first', async () => {
    const user = userEvent.setup();
    saveLogin(makeLogin({ typeUser: 'ORACLE', company: null }));
    const calls = mockFetch();
    renderWithProviders(<CoretaxExportPage />);
    await user.click(screen.getByRole('button', { name: 'Show Files' }));
    expect(await screen.findByText('Choose a company')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('draws its form, the tax periods and both files’ headings in Bahasa Indonesia', async () => {
    await loadLanguage('id');
    try {
      const user = userEvent.setup();
      saveLogin(makeLogin({ typeUser: 'ORACLE', company: AAM }));
      mockFetch((req) =>
        req.method === 'GET' && req.url.pathname === '/api/coretax-exports/preview'
          ? { status: 200, body: req.url.searchParams.get('kind') === 'bppu' ? { ...BPPU, period: '2026-08' } : { ...RETUR, period: '2026-08' } }
          : undefined,
      );
      renderWithProviders(<CoretaxExportPage />);
      expect(screen.getByLabelText('Perusahaan')).toBeTruthy();
      expect(screen.getByLabelText('Masa pajak')).toBeTruthy();
      await user.click(screen.getByRole('combobox', { name: 'Masa pajak' }));
      await user.type(screen.getByRole('combobox', { name: 'Masa pajak' }), 'Agustus');
      await user.click((await screen.findAllByTitle(/^Agustus \d{4}$/))[0]!);
      await user.click(screen.getByRole('button', { name: 'Tampilkan Berkas' }));
      expect(await screen.findByText(/, Agustus \d{4}$/)).toBeTruthy();
      const bppu = await screen.findByTestId('coretax-bppu');
      await within(bppu).findByText('INV-1');
      const headers = within(bppu)
        .getAllByRole('columnheader')
        .map((h) => h.textContent);
      expect(headers).toEqual(
        expect.arrayContaining([
          'Nomor Faktur',
          'Pemasok',
          'NPWP Lawan Transaksi',
          'Kode objek pajak',
          'DPP',
          'Tarif %',
          'PPh dipotong',
          'Tanggal pemotongan',
          'Kode PPh',
          'Alasan',
        ]),
      );
      expect(within(bppu).getByText('1.500.000,00')).toBeTruthy();
      const retur = await screen.findByTestId('coretax-retur');
      expect(
        within(retur)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(expect.arrayContaining(['Nomor Nota Debit', 'Pemasok', 'DPP', 'Alasan']));
    } finally {
      await loadLanguage('en');
      resetLanguageForTests();
    }
  });
});
