import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INTAKE_MESSAGES, type IntakeResult } from '@faktura/domain';
import { mockFetch, on } from '../../../test/fetch-mock';
import { AAM, makeLogin, makeReceipt } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { saveLogin } from '../../../lib/session';
import { CreatePoInvoicePage } from './create-po-invoice-page';

const OPTIONS = { banks: [], pphCodes: [], accounts: [] };
const r1 = makeReceipt(1);
const r2 = makeReceipt(2);

const RESULT: IntakeResult = {
  attachment: { id: 55, filename: 'invoice.xml', size: 4096, uploadedAt: '2026-11-26T10:00:00.000Z' },
  format: 'UBL',
  prefill: {
    orgId: 82,
    instance: 'AAM',
    company: 'PT Astra Agro Mandiri',
    invoiceNo: 'INV/2026/0042',
    invoiceDate: '2026-11-20',
    taxInvoiceNo: '010.000-26.00000042',
    taxInvoiceDate: '',
    currency: 'IDR',
    lines: [
      { rcvTransactionId: r1.rcvTransactionId, documentLineId: '1', poNumber: r1.poNumber, poLineNum: 1, quantity: '2', unitPrice: '1000.00', receipt: r1 },
      { rcvTransactionId: r2.rcvTransactionId, documentLineId: '2', poNumber: r2.poNumber, poLineNum: 2, quantity: '3', unitPrice: '1000.00', receipt: r2 },
    ],
  },
  mismatches: [
    {
      documentLineId: '2',
      rcvTransactionId: r2.rcvTransactionId,
      kind: 'QUANTITY_ABOVE_OPEN',
      message: 'File line 2: quantity 3 is above the 2.000 received and not yet invoiced',
    },
    { documentLineId: '3', rcvTransactionId: null, kind: 'NOT_RECEIVED', message: 'File line 3: PO PO-2 line 9 has no received quantity left to invoice' },
  ],
};

function setup(intake: { body: unknown; status?: number }) {
  saveLogin(makeLogin({ company: AAM }));
  return mockFetch(
    on('GET', '/api/po-invoices/form-options', OPTIONS),
    on('POST', '/api/intake', intake.body, intake.status ?? 201),
    on('POST', '/api/po-invoices', { id: 9 }, 400),
  );
}

const file = (name: string) => new File(['<Invoice/>'], name, { type: 'text/xml' });
const dropInput = () => document.querySelector<HTMLInputElement>('input[type=file][accept=".xml,.pdf"]')!;

describe('Read from e-invoice file', () => {
  it('fills the form from the file: company, numbers, dates, lines ticked, the file attached, each mismatch beside its line; Save names the file', async () => {
    const user = userEvent.setup();
    const calls = setup({ body: RESULT });
    renderWithProviders(<CreatePoInvoicePage />);
    expect(screen.getByText('Read from e-invoice file (UBL / Factur-X)')).toBeTruthy();
    await user.upload(dropInput(), file('invoice.xml'));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Invoice No').value).toBe('INV/2026/0042'));
    expect(screen.getByLabelText<HTMLInputElement>('Tax Invoice No').value).toBe('010.000-26.00000042');
    expect(screen.getByLabelText<HTMLInputElement>('Invoice Date').value).toBe('20-Nov-2026');
    expect(screen.getAllByText('PO-1').length).toBeGreaterThan(0);
    expect(screen.getAllByText('PO-2').length).toBeGreaterThan(0);
    expect(screen.getByText('invoice.xml')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'E-invoice mismatches' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'PO PO-2 line 2: File line 2: quantity 3 is above the 2.000 received and not yet invoiced',
      'File line 3: PO PO-2 line 9 has no received quantity left to invoice',
    ]);
    expect(screen.getByText(INTAKE_MESSAGES.mismatchTitle)).toBeTruthy();
    expect(INTAKE_MESSAGES.mismatchTitle).toBe('The e-invoice file does not match the received PO lines: fix the form or the file before saving');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/po-invoices')).toBe(true));
    const saved = calls.find((c) => c.method === 'POST' && c.path === '/api/po-invoices')!;
    expect(saved.body).toMatchObject({
      orgId: 82,
      instance: 'AAM',
      invoiceNo: 'INV/2026/0042',
      invoiceDate: '2026-11-20',
      taxInvoiceNo: '010.000-26.00000042',
      taxInvoiceDate: '2026-11-20',
      lines: [{ rcvTransactionId: r1.rcvTransactionId }, { rcvTransactionId: r2.rcvTransactionId }],
      attachmentIds: [55],
      intakeAttachmentId: 55,
    });
  });

  it("shows the server's message for a refused file and leaves the form as it was", async () => {
    const user = userEvent.setup();
    setup({ body: { code: 'VALIDATION', messages: [INTAKE_MESSAGES.doctype] }, status: 400 });
    renderWithProviders(<CreatePoInvoicePage />);
    await user.upload(dropInput(), file('evil.xml'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The XML file declares a DOCTYPE or an ENTITY, which an invoice never needs: refused');
    expect(screen.getByLabelText<HTMLInputElement>('Invoice No').value).toBe('');
  });

  it('refuses another kind of file before sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const calls = setup({ body: RESULT });
    renderWithProviders(<CreatePoInvoicePage />);
    await user.upload(dropInput(), file('invoice.docx'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Choose an e-invoice file: .xml (UBL 2.1 invoice) or .pdf (Factur-X / ZUGFeRD)');
    expect(calls.filter((c) => c.path === '/api/intake')).toHaveLength(0);
  });
});
