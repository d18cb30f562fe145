import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { loadLanguage } from '../i18n';
import { AntdTheme } from '../app/antd-theme';
import { resetLanguageForTests } from '../i18n/language';
import { DateField } from './date-field';

const UNREADABLE = 'Date cannot be read, use DD-MMM-YYYY (23-NOV-2026)';

/** The field as a screen holds it: the ISO value in state, each change recorded. */
function Harness({ initial = '', changes }: { initial?: string; changes: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="d">Invoice Date</label>
      <DateField
        id="d"
        value={value}
        onChange={(iso) => {
          changes.push(iso);
          setValue(iso);
        }}
      />
    </>
  );
}

/** Clicks into the field, replaces its text as a person types it, and tabs away. */
async function typeAndLeave(user: UserEvent, text: string) {
  const input = screen.getByLabelText<HTMLInputElement>('Invoice Date');
  await user.click(input);
  await user.clear(input);
  if (text) await user.type(input, text);
  await user.tab();
  return input;
}

describe('DateField', () => {
  it('keeps a date typed the way dates are shown, in any letter case', async () => {
    const user = userEvent.setup();
    for (const text of ['23-NOV-2026', '23-nov-2026', '23-Nov-2026', '23/11/2026', '2026-11-23']) {
      const changes: string[] = [];
      const { unmount } = render(<Harness changes={changes} />);
      const input = await typeAndLeave(user, text);
      // The picker commits when its popup closes, a frame after the blur.
      await waitFor(() => expect(changes, text).toEqual(['2026-11-23']));
      expect(input.value.toUpperCase()).toBe('23-NOV-2026');
      expect(screen.queryByText(UNREADABLE)).toBeNull();
      unmount();
    }
  });

  it('says at once, beside the field, when a typed date cannot be read, and keeps the text to correct', async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    render(<Harness changes={changes} />);
    const input = await typeAndLeave(user, '30-FEB-2026');
    expect(changes).toEqual([]);
    expect(input.value).toBe('30-FEB-2026');
    const message = screen.getByText(UNREADABLE);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(message.id);

    await typeAndLeave(user, '28-FEB-2026');
    await waitFor(() => expect(changes).toEqual(['2026-02-28']));
    expect(screen.queryByText(UNREADABLE)).toBeNull();
    expect(input.getAttribute('aria-invalid')).not.toBe('true');
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('shows a held ISO date as DD-MMM-YYYY and an emptied field says nothing', async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    render(<Harness initial="2026-01-05" changes={changes} />);
    expect(screen.getByLabelText<HTMLInputElement>('Invoice Date').value.toUpperCase()).toBe('05-JAN-2026');
    await typeAndLeave(user, '');
    expect(screen.queryByText(UNREADABLE)).toBeNull();
  });

  it('in Bahasa Indonesia shows the month as Indonesian writes it, reads a typed Indonesian date and says what is wrong in Indonesian', async () => {
    await loadLanguage('id');
    try {
      const user = userEvent.setup();
      const changes: string[] = [];
      // As the screens draw it: antd's Indonesian locale, whose pickers format with dayjs' "id".
      render(
        <AntdTheme>
          <Harness initial="2026-08-17" changes={changes} />
        </AntdTheme>,
      );
      const input = screen.getByLabelText<HTMLInputElement>('Invoice Date');
      expect(input.value).toBe('17-Agu-2026');
      expect(input.style.textTransform).toBe('');
      await typeAndLeave(user, '5-Okt-2026');
      await waitFor(() => expect(changes).toEqual(['2026-10-05']));
      await typeAndLeave(user, '31-Feb-2026');
      expect(await screen.findByText('Tanggal tidak dapat dibaca, gunakan DD-MMM-YYYY (23-NOV-2026)')).toBeTruthy();
    } finally {
      await loadLanguage('en');
      resetLanguageForTests();
    }
  });
});
