import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { EMAIL_LINK_MESSAGES, type EmailLinkView } from '@faktura/domain';
import { mockFetch, on } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { loadLanguage, translateMessage } from '../../../i18n';
import { resetLanguageForTests } from '../../../i18n/language';
import { InvoiceLinkPage } from './invoice-link-page';
import { MailPreferencesModal } from './mail-preferences-modal';
import { TaskLinkPage } from './task-link-page';

afterEach(async () => {
  await loadLanguage('en');
  resetLanguageForTests();
});

const LINK: EmailLinkView = {
  purpose: 'TASK_DECISION',
  invoiceNo: 'SJA/NP/2026/0202',
  vendorName: 'PT Sinar Jaya Abadi',
  amount: 'IDR 1,120,000.00',
  approveText: 'Approving recommends invoice SJA/NP/2026/0202 to finance for payment.',
  declineText: 'Declining returns invoice SJA/NP/2026/0202 to its author with your reason.',
};

const taskPage = (
  <Routes>
    <Route path="/email/task/:token" element={<TaskLinkPage />} />
  </Routes>
);
const invoicePage = (
  <Routes>
    <Route path="/email/invoice/:token" element={<InvoiceLinkPage />} />
  </Routes>
);

describe('a decision from an e-mail link', () => {
  it('offers Approve and Decline in English', async () => {
    mockFetch(on('GET', '/api/email-links/tok1', LINK));
    renderWithProviders(taskPage, '/email/task/tok1');
    expect(await screen.findByText('Invoice SJA/NP/2026/0202')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm approval' })).toBeTruthy();
  });

  it('offers them in Bahasa Indonesia, the reason field with Decline', async () => {
    await loadLanguage('id');
    const user = userEvent.setup();
    mockFetch(on('GET', '/api/email-links/tok1', LINK));
    renderWithProviders(taskPage, '/email/task/tok1');
    expect(await screen.findByText('Faktur SJA/NP/2026/0202')).toBeTruthy();
    expect(screen.getByText('Nomor faktur')).toBeTruthy();
    expect(screen.getByText('Pemasok')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Konfirmasi persetujuan' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Tolak' }));
    expect(screen.getByLabelText('Alasan')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Konfirmasi penolakan' })).toBeTruthy();
  });

  it('ends the page on a used link even when the server says so in Bahasa Indonesia', async () => {
    await loadLanguage('id');
    const user = userEvent.setup();
    // The server answers in the reader's language (English while the message is not yet catalogued).
    const used = translateMessage(EMAIL_LINK_MESSAGES.used);
    mockFetch(on('GET', '/api/email-links/tok1', LINK), on('POST', '/api/email-links/tok1/approve', { code: 'CONFLICT', messages: [used] }, 409));
    renderWithProviders(taskPage, '/email/task/tok1');
    await user.click(await screen.findByRole('button', { name: 'Konfirmasi persetujuan' }));
    expect(await screen.findByText(used)).toBeTruthy();
    expect(screen.getByText('Tugas faktur')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Konfirmasi persetujuan' })).toBeNull();
  });
});

describe('an invoice from an e-mail link', () => {
  it('asks for the code in Bahasa Indonesia', async () => {
    await loadLanguage('id');
    mockFetch(on('GET', '/api/email-links/tok2', { ...LINK, purpose: 'INVOICE_VIEW' }));
    renderWithProviders(invoicePage, '/email/invoice/tok2');
    expect(await screen.findByText('Faktur SJA/NP/2026/0202')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kirimkan kode ke e-mail saya' })).toBeTruthy();
    expect(screen.getByLabelText('Kode')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tampilkan faktur' })).toBeTruthy();
  });
});

describe('e-mail preferences', () => {
  const prefs = { events: [{ event: 'INVOICE_REJECTED', label: 'Invoice rejected', enabled: true }], digest: false, digestAvailable: true };

  it('draws its title, intro and the daily summary in Bahasa Indonesia', async () => {
    await loadLanguage('id');
    mockFetch(on('GET', '/api/mail-preferences', prefs));
    renderWithProviders(<MailPreferencesModal open onClose={() => undefined} />);
    expect(await screen.findByText('Pilih peristiwa yang akan dikirimkan kepada Anda melalui e-mail.')).toBeTruthy();
    expect(screen.getByText('Notifikasi e-mail')).toBeTruthy();
    expect(screen.getByText('Kirimi saya satu e-mail ringkasan per hari, bukan e-mail satu per satu')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Simpan' })).toBeTruthy();
  });
});
