import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { STAMP_DUTY_MESSAGES, type Attachment } from '@faktura/domain';
import { renderWithProviders } from '../../../test/render';
import { StampDutyField } from './stamp-duty-field';
import { loadLanguage } from '../../../i18n';
import { resetLanguageForTests } from '../../../i18n/language';

const file = (id: number, filename: string, stamped = false): Attachment => ({
  id,
  filename,
  size: 2048,
  uploadedAt: '2026-11-20T03:00:00.000Z',
  ...(stamped ? { stamped: true as const } : {}),
});

/** The field in a form of its own, holding the files as an invoice form does. */
function Harness({ initial, mark }: { initial: Attachment[]; mark: (a: Attachment, stamped: boolean) => Promise<Attachment> }) {
  const [files, setFiles] = useState(initial);
  return (
    <Form>
      <StampDutyField
        id="e-meterai"
        total="6720000.00"
        currencyCode="IDR"
        serial=""
        readOnly={false}
        warn
        attachments={files}
        mark={mark}
        onMarked={(a) => setFiles((now) => now.map((x) => (x.id === a.id ? a : x)))}
        onError={() => {}}
      />
    </Form>
  );
}

const marker = () => vi.fn((a: Attachment, stamped: boolean) => Promise.resolve(file(a.id, a.filename, stamped)));

describe('stamp duty field', () => {
  it('takes a marked file as the stamp: the warning goes once the supplier names the stamped document', async () => {
    const user = userEvent.setup();
    const mark = marker();
    renderWithProviders(<Harness initial={[file(1, 'faktur.pdf'), file(2, 'meterai.pdf')]} mark={mark} />);
    expect(screen.getByText(STAMP_DUTY_MESSAGES.missing)).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Stamped document' }));
    await user.click(await screen.findByTitle('meterai.pdf'));
    await waitFor(() => expect(screen.queryByText(STAMP_DUTY_MESSAGES.missing)).toBeNull());
    expect(mark.mock.calls.map(([a, stamped]) => [a.id, stamped])).toEqual([[2, true]]);
  });

  it('unmarks the file before when another is chosen: one stamped document', async () => {
    const user = userEvent.setup();
    const mark = marker();
    renderWithProviders(<Harness initial={[file(1, 'faktur.pdf', true), file(2, 'meterai.pdf')]} mark={mark} />);
    expect(screen.queryByText(STAMP_DUTY_MESSAGES.missing)).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Stamped document' }));
    await user.click(await screen.findByTitle('meterai.pdf'));
    await waitFor(() => expect(mark).toHaveBeenCalledTimes(2));
    expect(mark.mock.calls.map(([a, stamped]) => [a.id, stamped])).toEqual([
      [1, false],
      [2, true],
    ]);
  });

  it('asks for 22 digits in Bahasa Indonesia', async () => {
    await loadLanguage('id');
    try {
      renderWithProviders(<Harness initial={[file(1, 'faktur.pdf')]} mark={marker()} />);
      expect(screen.getByPlaceholderText('22 digit')).toBeTruthy();
    } finally {
      await loadLanguage('en');
      resetLanguageForTests();
    }
  });
});
