import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, on } from '../test/fetch-mock';
import { makeLogin } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { loadLanguage } from '../i18n';
import { resetLanguageForTests } from '../i18n/language';
import { formatDate, formatMoney, formatQuantity } from '../lib/format';
import { saveLogin } from '../lib/session';
import { LanguageSwitch } from './language-switch';

afterEach(async () => {
  // Back to English for the next test file's components (the i18next instance is per file).
  await loadLanguage('en');
  resetLanguageForTests();
});

describe('LanguageSwitch', () => {
  it('is a named group of two buttons, English pressed, operable by keyboard', async () => {
    const user = userEvent.setup();
    const calls = mockFetch();
    renderWithProviders(<LanguageSwitch tone="light" />);
    const group = screen.getByRole('group', { name: 'Language' });
    expect(within(group).getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    const indonesian = within(group).getByRole('button', { name: 'Bahasa Indonesia' });
    expect(indonesian.getAttribute('aria-pressed')).toBe('false');
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(indonesian);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('group', { name: 'Bahasa' })).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Bahasa Indonesia' }).getAttribute('aria-pressed')).toBe('true');
    expect(window.localStorage.getItem('faktura.language')).toBe('id');
    expect(document.documentElement.lang).toBe('id');
    // Before login nothing goes to the server.
    expect(calls).toHaveLength(0);
  });

  it('keeps the choice for the signed-in user on the server', async () => {
    const user = userEvent.setup();
    saveLogin(makeLogin());
    const calls = mockFetch(on('PUT', '/api/auth/language', { language: 'id' }));
    renderWithProviders(<LanguageSwitch tone="dark" />);
    await user.click(screen.getByRole('button', { name: 'Bahasa Indonesia' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bahasa Indonesia' }).getAttribute('aria-pressed')).toBe('true'));
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([['PUT', '/api/auth/language', { language: 'id' }]]);
  });
});

describe('Bahasa Indonesia on screen', () => {
  it('shows dates, amounts and quantities the Indonesian way', async () => {
    await loadLanguage('id');
    expect(formatDate('2026-08-17')).toBe('17-Agu-2026');
    expect(formatMoney('1234567.891')).toBe('1.234.567,89');
    expect(formatQuantity('3')).toBe('3,000');
    await loadLanguage('en');
    expect(formatDate('2026-08-17')).toBe('17-AUG-2026');
    expect(formatMoney('1234567.891')).toBe('1,234,567.89');
  });
});
