import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { UblPeriodExport } from './ubl-period-export';
import { loadLanguage } from '../../../i18n';
import { resetLanguageForTests } from '../../../i18n/language';

async function typeDate(user: UserEvent, label: string, text: string) {
  const input = screen.getByLabelText<HTMLInputElement>(label);
  await user.click(input);
  await user.clear(input);
  await user.type(input, text);
  await user.tab();
}

describe('UblPeriodExport', () => {
  it('refuses a period above 92 days before any download, saying so', async () => {
    const user = userEvent.setup();
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(<UblPeriodExport />);
    expect(screen.getByText('Invoices dated in the period, at most 92 days and 2000 invoices')).toBeTruthy();
    await typeDate(user, 'From', '01-JAN-2026');
    await typeDate(user, 'To', '30-NOV-2026');
    await user.click(screen.getByRole('button', { name: 'Export UBL (zip)' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A period export covers at most 92 days; choose a shorter period');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks the server for the period’s zip and saves it', async () => {
    const user = userEvent.setup();
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string) => {
        urls.push(input);
        return Promise.resolve(
          new Response('PK', { headers: { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="UBL-2026-11-01-2026-11-30.zip"' } }),
        );
      }),
    );
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:faktura/1');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    render(<UblPeriodExport />);
    await typeDate(user, 'From', '01-NOV-2026');
    await typeDate(user, 'To', '30-NOV-2026');
    await user.click(screen.getByRole('button', { name: 'Export UBL (zip)' }));
    await waitFor(() => expect(saved).toEqual(['UBL-2026-11-01-2026-11-30.zip']));
    expect(urls).toEqual(['/api/ubl/period?from=2026-11-01&to=2026-11-30']);
  });

  it('names its fields, button and limits in Bahasa Indonesia', async () => {
    await loadLanguage('id');
    try {
      render(<UblPeriodExport />);
      expect(screen.getByText('E-invoice (UBL) per periode')).toBeTruthy();
      expect(screen.getByLabelText('Dari')).toBeTruthy();
      expect(screen.getByLabelText('Sampai')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Ekspor UBL (zip)' })).toBeTruthy();
      expect(screen.getByText('Faktur bertanggal dalam periode, paling lama 92 hari dan paling banyak 2000 faktur')).toBeTruthy();
    } finally {
      await loadLanguage('en');
      resetLanguageForTests();
    }
  });
});
