import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { loadLanguage } from '../i18n';
import { resetLanguageForTests } from '../i18n/language';
import { PageLoading } from './page-loading';

describe('PageLoading', () => {
  it('says Loading… in English and Memuat… in Bahasa Indonesia', async () => {
    render(<PageLoading />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    await loadLanguage('id');
    try {
      render(<PageLoading />);
      expect(screen.getAllByRole('status')[1]?.textContent).toBe('Memuat…');
    } finally {
      await loadLanguage('en');
      resetLanguageForTests();
    }
  });
});
