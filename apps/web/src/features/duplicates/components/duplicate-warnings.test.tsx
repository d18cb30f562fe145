import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { DUPLICATE_MESSAGES } from '@faktura/domain';
import { renderWithProviders } from '../../../test/render';
import { loadLanguage } from '../../../i18n';
import { resetLanguageForTests } from '../../../i18n/language';
import { DuplicateWarnings } from './duplicate-warnings';

const WARNINGS = {
  warnings: [
    {
      kind: 'LIKELY',
      message: DUPLICATE_MESSAGES.likely('GEN-1', ['NUMBER', 'SUPPLIER', 'DATE']),
      criteria: ['NUMBER', 'SUPPLIER', 'DATE'],
      other: { invoiceId: 11, invoiceNo: 'GEN-1', path: '/invoice/detail-nonpo/11/82/3001/N?instance=AAM' },
    },
    {
      kind: 'SAME_FILE',
      message: DUPLICATE_MESSAGES.sameFile('GEN-2'),
      criteria: [],
      other: { invoiceId: 12, invoiceNo: 'GEN-2', path: '/invoice/detail/12' },
    },
  ],
};

function server() {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(WARNINGS), { status: 200, headers: { 'content-type': 'application/json' } }))),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('DuplicateWarnings in either language', () => {
  it('shows the server’s English text and link in English', async () => {
    server();
    renderWithProviders(<DuplicateWarnings invoiceId={7} />);
    expect(await screen.findByText(DUPLICATE_MESSAGES.likely('GEN-1', ['NUMBER', 'SUPPLIER', 'DATE']))).toBeTruthy();
    expect(screen.getByRole('link', { name: DUPLICATE_MESSAGES.openEarlier('GEN-2') })).toBeTruthy();
  });

  it('writes each warning again from its kind and criteria in Bahasa Indonesia', async () => {
    await loadLanguage('id');
    try {
      server();
      renderWithProviders(<DuplicateWarnings invoiceId={7} />);
      expect(await screen.findByText('Faktur ini mungkin duplikat dari faktur GEN-1: sama pada nomor faktur, pemasok dan tanggal dalam 30 hari.')).toBeTruthy();
      expect(screen.getByText('Berkas yang sama sudah dilampirkan pada faktur GEN-2.')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Buka faktur GEN-1' }).getAttribute('href')).toContain('/invoice/detail-nonpo/11/');
    } finally {
      await loadLanguage('en');
      resetLanguageForTests();
    }
  });
});
