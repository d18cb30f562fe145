import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOGIN_MESSAGES } from '@faktura/domain';
import { mockFetch, on } from '../../../test/fetch-mock';
import { makeLogin } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { getSession } from '../../../lib/session';
import { LoginForm } from './login-form';

const alertItems = () =>
  within(screen.getByRole('alert'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('LoginForm', () => {
  it('shows every validation message at once, with the exact texts', async () => {
    const user = userEvent.setup();
    const calls = mockFetch();
    renderWithProviders(<LoginForm />);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(alertItems()).toEqual(["Username can't be empty", "Password can't be empty"]);
    expect(calls).toHaveLength(0);
  });

  it('shows only what is missing', async () => {
    const user = userEvent.setup();
    mockFetch();
    renderWithProviders(<LoginForm />);
    await user.type(screen.getByLabelText('Username'), 'vendor');
    await user.keyboard('{Enter}');
    expect(alertItems()).toEqual([LOGIN_MESSAGES.passwordEmpty]);
  });

  it('shows the server messages in the same red list and keeps the user on the form', async () => {
    const user = userEvent.setup();
    mockFetch(on('POST', '/api/auth/login', { messages: ['Incorrect username or password'] }, 401));
    renderWithProviders(<LoginForm />);
    await user.type(screen.getByLabelText('Username'), 'vendor');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(alertItems()).toEqual(['Incorrect username or password']));
    expect(getSession()).toBeNull();
  });

  it('submits the form (Enter) and stores the session on success', async () => {
    const user = userEvent.setup();
    const calls = mockFetch(on('POST', '/api/auth/login', makeLogin()));
    renderWithProviders(<LoginForm />);
    await user.type(screen.getByLabelText('Username'), ' vendor ');
    await user.type(screen.getByLabelText('Password'), 'demo');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(getSession()?.token).toBe('tok-123'));
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/auth/login', body: { username: 'vendor', password: 'demo' } });
  });
});
