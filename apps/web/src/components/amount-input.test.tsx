import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadLanguage } from '../i18n';
import { resetLanguageForTests } from '../i18n/language';
import { AmountInput } from './amount-input';

/** A form that takes the typed amount back a moment later, as the non-PO form's state does. */
function SlowForm() {
  const [amount, setAmount] = useState('');
  return <AmountInput aria-label="Amount" value={amount} onChange={(v) => setTimeout(() => setAmount(v), 5)} />;
}

describe('AmountInput', () => {
  it('keeps what is typed while the value comes back late, and shows two decimals once left', async () => {
    const user = userEvent.setup({ delay: 10 });
    render(<SlowForm />);
    await user.click(screen.getByLabelText('Amount'));
    await user.keyboard('350000');
    const field = () => screen.getByLabelText<HTMLInputElement>('Amount').value;
    expect(field()).toBe('350000');
    await user.tab();
    await waitFor(() => expect(field()).toBe('350000.00'));
  });

  it('in Bahasa Indonesia shows and reads the decimal comma and dot thousands: the exact decimal string is sent', async () => {
    await loadLanguage('id');
    try {
      const user = userEvent.setup();
      const sent = vi.fn();
      function Form() {
        const [amount, setAmount] = useState('2500000.5');
        return (
          <AmountInput
            aria-label="Jumlah"
            value={amount}
            onChange={(v) => {
              sent(v);
              setAmount(v);
            }}
          />
        );
      }
      render(<Form />);
      const field = () => screen.getByLabelText<HTMLInputElement>('Jumlah');
      expect(field().value).toBe('2.500.000,50');
      await user.clear(field());
      await user.type(field(), '1.234.567,89');
      expect(field().value).toBe('1.234.567,89'); // as typed while it has focus
      expect(sent).toHaveBeenLastCalledWith('1234567.89');
      await user.tab();
      await waitFor(() => expect(field().value).toBe('1.234.567,89'));
      expect(sent).toHaveBeenLastCalledWith('1234567.89');
    } finally {
      await loadLanguage('en');
      resetLanguageForTests();
    }
  });
});
