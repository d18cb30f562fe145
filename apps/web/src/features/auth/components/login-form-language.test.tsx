import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, on } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { loadLanguage } from '../../../i18n';
import { resetLanguageForTests } from '../../../i18n/language';
import { LoginForm } from './login-form';

afterEach(async () => {
  await loadLanguage('en');
  resetLanguageForTests();
});

describe('LoginForm in Bahasa Indonesia', () => {
  it('draws the login form and its messages in Indonesian, and sends the language with the login', async () => {
    const user = userEvent.setup();
    await loadLanguage('id');
    const calls = mockFetch(on('POST', '/api/auth/login', { messages: ['Incorrect username or password'] }, 401));
    renderWithProviders(<LoginForm />);
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    const items = () =>
      within(screen.getByRole('alert'))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(items()).toEqual(['Nama pengguna tidak boleh kosong', 'Kata sandi tidak boleh kosong']);
    await user.type(screen.getByLabelText('Nama pengguna'), 'vendor');
    await user.type(screen.getByLabelText('Kata sandi'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    await waitFor(() => expect(items()).toEqual(['Nama pengguna atau kata sandi salah']));
    expect(calls[0]?.body).toEqual({ username: 'vendor', password: 'wrong', language: 'id' });
  });
});
