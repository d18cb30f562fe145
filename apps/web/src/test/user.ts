import { expect } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import dayjs from 'dayjs';
import { parseDateInput } from '@faktura/domain';

/** Replaces a field's text the way a person does: click into it, clear it, type. */
export async function retype(user: UserEvent, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) await user.type(input, text);
}

/**
 * Types a date into a DateField and tabs away, then waits until the picker has taken it: it shows
 * the date in its own form (12-Nov-2026), so type it another way (12-11-2026, 12-nov-2026).
 */
export async function typeDate(user: UserEvent, input: HTMLInputElement, text: string) {
  const iso = parseDateInput(text);
  if (!iso) throw new Error(`Not a date: ${text}`);
  const shown = dayjs(iso).format('DD-MMM-YYYY');
  if (shown === text) throw new Error(`Type ${text} another way than the field shows it, to see the picker take it`);
  await retype(user, input, text);
  await user.tab();
  await waitFor(() => expect(input.value).toBe(shown));
}
