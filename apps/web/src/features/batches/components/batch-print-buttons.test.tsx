import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BatchPrintButtons } from './batch-print-buttons';
import { loadLanguage } from '../../../i18n';
import { resetLanguageForTests } from '../../../i18n/language';

/** The server answers a PDF named {kind}-{DDMMYYYYHHmmss}.pdf; records which URL was fetched. */
function serverPdf(fileName: string) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      urls.push(input); // the page fetches by path
      return Promise.resolve(
        new Response('%PDF-1.4', { headers: { 'content-type': 'application/pdf', 'content-disposition': `inline; filename="${fileName}"` } }),
      );
    }),
  );
  return urls;
}

/** The <a download> clicks the page makes (jsdom does not navigate). */
function savedFiles() {
  const saved: Array<{ name: string; href: string }> = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:faktura/1');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
  return saved;
}

describe('BatchPrintButtons', () => {
  it('names each button by its words alone (no icon names)', () => {
    render(<BatchPrintButtons batchId={7} onError={() => {}} />);
    for (const name of ['Print Batch', 'Print Penerimaan Barang', 'Batch Report']) expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('saves the printed PDF under the server’s file name, not in a blob: tab', async () => {
    const user = userEvent.setup();
    const urls = serverPdf('batch-report-23112026101112.pdf');
    const saved = savedFiles();
    const open = vi.spyOn(window, 'open');
    render(<BatchPrintButtons batchId={7} onError={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Batch Report' }));
    await waitFor(() => expect(saved).toEqual([{ name: 'batch-report-23112026101112.pdf', href: 'blob:faktura/1' }]));
    expect(urls).toEqual(['/api/batches/7/report.pdf']);
    expect(open).not.toHaveBeenCalled();
  });

  it('says "Please select batch number" without a batch, fetching nothing', async () => {
    const user = userEvent.setup();
    const urls = serverPdf('unused.pdf');
    const errors: string[][] = [];
    render(<BatchPrintButtons batchId={null} onError={(m) => errors.push(m)} />);
    await user.click(screen.getByRole('button', { name: 'Print Batch' }));
    expect(errors).toEqual([['Please select batch number']]);
    expect(urls).toEqual([]);
  });

  it('names the buttons in Bahasa Indonesia, and the print panel with them', async () => {
    await loadLanguage('id');
    try {
      render(<BatchPrintButtons batchId={7} onError={() => {}} />);
      for (const name of ['Cetak Batch', 'Cetak Penerimaan Barang', 'Laporan Batch']) expect(screen.getByRole('button', { name })).toBeTruthy();
    } finally {
      await loadLanguage('en');
      resetLanguageForTests();
    }
  });
});
