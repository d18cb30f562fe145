import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INVOICE_RESPONSE_STEPS, SUPPLIER_STATUS_LABELS, type InvoiceResponseList } from '@faktura/domain';
import { en } from '@faktura/domain/i18n/en';
import { renderWithProviders } from '../test/render';
import { loadLanguage } from '../i18n';
import { resetLanguageForTests } from '../i18n/language';
import { InvoiceStatusAnswers } from './invoice-status-answers';

const REFUSED =
  "The buyer's ERP refused the invoice: the GL date is in a closed period. The buyer's finance team is correcting it; nothing is needed from you.";
const REJECTED = 'Quantity differs from the delivery note. Correct the invoice and submit it again.';

const INTAKE: InvoiceResponseList = {
  invoiceId: 7,
  status: { code: 'RE', label: 'Rejected', reasonCode: 'OTH', reason: REJECTED, fixedBy: 'SUPPLIER' },
  intake: { format: 'UBL', documentId: 'SJA-UBL-77', receivedAt: '2026-11-10T02:00:00.000Z' },
  items: [
    {
      id: 'received',
      code: 'AB',
      label: 'Received',
      reasonCode: null,
      reason: null,
      fixedBy: null,
      step: 'Received as a structured file',
      date: '2026-11-10',
      at: '2026-11-10T02:00:00.000Z',
    },
    {
      id: 'e15',
      code: 'IP',
      label: 'In process',
      reasonCode: 'OTH',
      reason: REFUSED,
      fixedBy: 'BUYER',
      step: 'Refused by the ERP',
      date: '2026-11-13',
      at: '2026-11-13T03:00:00.000Z',
    },
    {
      id: 'e16',
      code: 'RE',
      label: 'Rejected',
      reasonCode: 'OTH',
      reason: REJECTED,
      fixedBy: 'SUPPLIER',
      step: 'Rejected',
      date: '2026-11-14',
      at: '2026-11-14T03:00:00.000Z',
    },
  ],
};

/** The server: the list as JSON, an answer's XML as a download; records the paths fetched. */
function server(list: InvoiceResponseList | { status: number; body: unknown }) {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      paths.push(input);
      if (input.startsWith('/api/invoice-responses?')) {
        const [status, body] = 'items' in list ? [200, list] : [list.status, list.body];
        return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
      }
      return Promise.resolve(
        new Response('<ApplicationResponse/>', {
          headers: { 'content-type': 'application/xml', 'content-disposition': 'attachment; filename="invoice-response-7-e16.xml"' },
        }),
      );
    }),
  );
  return paths;
}

function savedFiles() {
  const saved: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:faktura/1');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

describe('InvoiceStatusAnswers (invoice detail screens)', () => {
  it('shows the supplier status with the reason in words, and lists each answer of an intake invoice', async () => {
    const paths = server(INTAKE);
    renderWithProviders(<InvoiceStatusAnswers invoiceId={7} />);
    await screen.findByText('Status answers (Peppol Invoice Response)');
    const status = screen.getByText('Supplier status').closest('.ant-card') as HTMLElement;
    expect(within(status).getByText('Rejected (RE)')).toBeTruthy();
    expect(status.textContent).toContain(`What you need to do: ${REJECTED}`);
    expect(paths[0]).toBe('/api/invoice-responses?invoiceId=7');

    const card = screen.getByText('Status answers (Peppol Invoice Response)').closest('.ant-card') as HTMLElement;
    expect(within(card).getByText('Answers to your document SJA-UBL-77')).toBeTruthy();
    const rows = within(card).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.querySelectorAll('td')].slice(0, 4).map((td) => td.textContent))).toEqual([
      ['10-NOV-2026', 'Received (AB)', 'Received as a structured file', '-'],
      ['13-NOV-2026', 'In process (IP)', 'Refused by the ERP', `OTH: ${REFUSED}`],
      ['14-NOV-2026', 'Rejected (RE)', 'Rejected', `OTH: ${REJECTED}`],
    ]);
  });

  it('names each supplier status and answer step in English exactly as the domain does', () => {
    expect(en.reports.supplierStatus).toEqual(SUPPLIER_STATUS_LABELS);
    expect(en.reports.responseSteps).toEqual(INVOICE_RESPONSE_STEPS);
  });

  it('draws its titles, headings and the download button in Bahasa Indonesia, dates with Indonesian months', async () => {
    await loadLanguage('id');
    try {
      server(INTAKE);
      renderWithProviders(<InvoiceStatusAnswers invoiceId={7} />);
      const card = (await screen.findByText('Jawaban status (Peppol Invoice Response)')).closest('.ant-card') as HTMLElement;
      expect(screen.getByText('Status untuk pemasok')).toBeTruthy();
      expect(within(card).getByText('Jawaban atas dokumen Anda SJA-UBL-77')).toBeTruthy();
      expect(
        within(card)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['Tanggal', 'Status', 'Langkah', 'Alasan', 'Berkas']);
      // The supplier status by its code, in Indonesian (the server's English label is not shown).
      expect(within(card).getByText('Ditolak (RE)')).toBeTruthy();
      expect(within(card).getByText('Diterima (AB)')).toBeTruthy();
      expect(within(card).getByText('Diterima sebagai berkas terstruktur')).toBeTruthy();
      // The reasons the portal wrote, in Indonesian; the reviewer's own words stay as typed.
      expect(within(card).getByText('OTH: Quantity differs from the delivery note. Perbaiki faktur lalu kirim ulang.')).toBeTruthy();
      expect(
        within(card).getByText(
          'OTH: ERP pembeli menolak faktur: tanggal GL berada pada periode yang sudah ditutup. Tim keuangan pembeli sedang memperbaikinya; Anda tidak perlu melakukan apa pun.',
        ),
      ).toBeTruthy();
      expect(within(card).getByRole('button', { name: 'Unduh jawaban RE tanggal 14-Nov-2026 sebagai XML' })).toBeTruthy();
    } finally {
      await loadLanguage('en');
      resetLanguageForTests();
    }
  });

  it('downloads an answer as its XML file, under the server’s name', async () => {
    const user = userEvent.setup();
    const paths = server(INTAKE);
    const saved = savedFiles();
    renderWithProviders(<InvoiceStatusAnswers invoiceId={7} />);
    await user.click(await screen.findByRole('button', { name: 'Download the RE answer of 14-NOV-2026 as XML' }));
    await waitFor(() => expect(saved).toEqual(['invoice-response-7-e16.xml']));
    expect(paths.at(-1)).toBe('/api/invoice-responses/7/e16');
  });

  it('shows only the status for an invoice typed in on the screens, and says a draft is not sent', async () => {
    server({ ...INTAKE, intake: null, items: [], status: { code: 'AP', label: 'Approved for payment', reasonCode: null, reason: null, fixedBy: null } });
    const first = renderWithProviders(<InvoiceStatusAnswers invoiceId={7} />);
    expect(await screen.findByText('Approved for payment (AP)')).toBeTruthy();
    expect(screen.queryByText('Status answers (Peppol Invoice Response)')).toBeNull();
    first.unmount();

    server({ ...INTAKE, intake: null, items: [], status: null });
    renderWithProviders(<InvoiceStatusAnswers invoiceId={8} />);
    expect(await screen.findByText('Not sent to the buyer yet')).toBeTruthy();
  });

  it('says so when the status cannot be loaded', async () => {
    server({ status: 404, body: { code: 'NOT_FOUND', messages: ['Invoice not found'] } });
    renderWithProviders(<InvoiceStatusAnswers invoiceId={9} />);
    expect(await screen.findByText('The supplier status could not be loaded')).toBeTruthy();
    expect(screen.getByText('Invoice not found')).toBeTruthy();
  });
});
