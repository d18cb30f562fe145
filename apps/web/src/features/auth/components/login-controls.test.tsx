import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ErrorListBox, PasswordInput, SubmitButton } from './login-controls';

function Password() {
  const [value, setValue] = useState('');
  return (
    <label>
      <span>Password</span>
      <PasswordInput name="password" value={value} onChange={(e) => setValue(e.target.value)} />
    </label>
  );
}

describe('login controls (antd-free)', () => {
  it('shows and hides the password with the eye, by click or keyboard, and keeps the value out of the DOM', async () => {
    const user = userEvent.setup();
    render(<Password />);
    const input = screen.getByLabelText('Password');
    await user.type(input, 'demo');
    expect(input.getAttribute('type')).toBe('password');
    await waitFor(() => expect(input.hasAttribute('value')).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(input.getAttribute('type')).toBe('text');
    const hide = screen.getByRole('button', { name: 'Hide' });
    expect(hide.getAttribute('aria-pressed')).toBe('true');
    hide.focus();
    await user.keyboard('{Enter}');
    expect(input.getAttribute('type')).toBe('password');
    expect(screen.getByRole('button', { name: 'Show' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('lists every message in one alert, closable only when asked', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { rerender } = render(<ErrorListBox messages={["Username can't be empty", "Password can't be empty"]} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(["Username can't be empty", "Password can't be empty"]);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    rerender(<ErrorListBox messages={['Incorrect username or password']} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<ErrorListBox messages={[]} onClose={onClose} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not submit again while loading', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <SubmitButton>Login</SubmitButton>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    rerender(
      <form onSubmit={onSubmit}>
        <SubmitButton loading>Login</SubmitButton>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
