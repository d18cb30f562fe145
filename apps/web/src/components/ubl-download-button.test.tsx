import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UblBatchZipButton, UblDownloadButton } from './ubl-download-button';

/** The server's answer to every fetch; records the URLs fetched. */
function server(response: () => Response) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      urls.push(input);
      return Promise.resolve(response());
    }),
  );
  return urls;
}

/** The <a download> clicks the page makes (jsdom does not navigate). */
function savedFiles() {
  const saved: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:faktura/1');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

describe('UblDownloadButton', () => {
  it('saves an invoice’s UBL under the server’s file name', async () => {
    const user = userEvent.setup();
    const urls = server(
      () => new Response('<Invoice/>', { headers: { 'content-type': 'application/xml', 'content-disposition': 'attachment; filename="INV_1.xml"' } }),
    );
    const saved = savedFiles();
    render(<UblDownloadButton kind="invoice" id={12} number="INV/1" />);
    await user.click(screen.getByRole('button', { name: 'Download e-invoice (UBL)' }));
    await waitFor(() => expect(saved).toEqual(['INV_1.xml']));
    expect(urls).toEqual(['/api/ubl/invoices/12']);
  });

  it('asks for a debit note as a credit note, and shows a refusal beside the button', async () => {
    const user = userEvent.setup();
    const urls = server(() => Response.json({ code: 'NOT_FOUND', messages: ['Debit note not found'] }, { status: 404 }));
    savedFiles();
    render(<UblDownloadButton kind="debit-note" id={5} number="DN/1" />);
    await user.click(screen.getByRole('button', { name: 'Download e-invoice (UBL)' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Debit note not found');
    expect(urls).toEqual(['/api/ubl/debit-notes/5']);
  });
});

describe('UblBatchZipButton', () => {
  it('saves the batch zip, or passes the refusal on', async () => {
    const user = userEvent.setup();
    const urls = server(() => Response.json({ code: 'VALIDATION', messages: ['The batch has no invoices'] }, { status: 400 }));
    savedFiles();
    const onError = vi.fn();
    render(<UblBatchZipButton batchId={3} batchNo="AAM-82-00001" onError={onError} />);
    await user.click(screen.getByRole('button', { name: 'UBL (zip)' }));
    await waitFor(() => expect(onError).toHaveBeenCalledWith(['The batch has no invoices']));
    expect(urls).toEqual(['/api/ubl/batches/3']);
  });
});
