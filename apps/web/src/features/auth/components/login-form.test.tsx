import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LOGIN_MESSAGES } from '@faktura/domain';
import { mockFetch, on } from '../../../test/fetch-mock';
import { makeLogin } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { getSession } from '../../../lib/session';
import { LoginForm } from './login-form';

const form = () => screen.getByRole('form', { name: 'Login' });
const alertItems = () =>
  within(screen.getByRole('alert'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('LoginForm', () => {
  it('shows every validation message at once, with the exact texts', () => {
    const calls = mockFetch();
    renderWithProviders(<LoginForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(alertItems()).toEqual(["Username can't be empty", "Password can't be empty"]);
    expect(calls).toHaveLength(0);
  });

  it('shows only what is missing', () => {
    mockFetch();
    renderWithProviders(<LoginForm />);
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'vendor' } });
    fireEvent.submit(form());
    expect(alertItems()).toEqual([LOGIN_MESSAGES.passwordEmpty]);
  });

  it('shows the server messages in the same red list and keeps the user on the form', async () => {
    mockFetch(on('POST', '/api/auth/login', { messages: ['Incorrect username or password'] }, 401));
    renderWithProviders(<LoginForm />);
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'vendor' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.submit(form());
    await waitFor(() => expect(alertItems()).toEqual(['Incorrect username or password']));
    expect(getSession()).toBeNull();
  });

  it('submits the form (Enter) and stores the session on success', async () => {
    const calls = mockFetch(on('POST', '/api/auth/login', makeLogin()));
    renderWithProviders(<LoginForm />);
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: ' vendor ' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'demo' } });
    // A native form: pressing Enter in a field submits it, which is what this event stands for.
    fireEvent.submit(form());
    await waitFor(() => expect(getSession()?.token).toBe('tok-123'));
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/auth/login', body: { username: 'vendor', password: 'demo' } });
  });
});
