import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
});
