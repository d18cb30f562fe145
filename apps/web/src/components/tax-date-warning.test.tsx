import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { loadLanguage } from '../i18n';
import { resetLanguageForTests } from '../i18n/language';
import { DateField } from './date-field';
import { TaxDateWarning } from './tax-date-warning';

function TaxDateForm({ initial }: { initial: string }) {
  return (
    <Form initialValues={{ taxDate: initial }}>
      <Form.Item label="Tax Invoice Date" name="taxDate" htmlFor="tax-date">
        <DateField id="tax-date" />
      </Form.Item>
      <TaxDateWarning name="taxDate" />
    </Form>
  );
}

describe('TaxDateWarning', () => {
  // 21 December 2026 in Jakarta: November's fakturs are past their upload deadline (20 December).
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-21T03:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('warns as soon as a faktur date past its upload deadline is typed, and clears for a current one', async () => {
    const user = userEvent.setup();
    render(<TaxDateForm initial="2026-12-01" />);
    expect(screen.queryByRole('status')).toBeNull();

    const input = screen.getByLabelText('Tax Invoice Date');
    await user.clear(input);
    await user.type(input, '03-NOV-2026');
    await user.tab();
    expect((await screen.findByRole('status')).textContent).toBe(
      "The faktur's upload deadline (20-DEC-2026) has passed: a faktur the seller did not upload and have approved in Coretax by then is not valid. Check its status in Coretax.",
    );

    await user.clear(input);
    await user.type(input, '01-AUG-2026');
    await user.tab();
    expect((await screen.findByRole('status')).textContent).toBe(
      "The faktur's VAT can no longer be credited: its crediting window (three tax periods after the faktur's month) ended on 30-NOV-2026.",
    );

    await user.clear(input);
    await user.type(input, '10-DEC-2026');
    await user.tab();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says it in Bahasa Indonesia', async () => {
    await loadLanguage('id');
    try {
      render(<TaxDateForm initial="2026-11-03" />);
      expect((await screen.findByRole('status')).textContent).toBe(
        'Batas unggah faktur (20-Des-2026) telah lewat: faktur yang tidak diunggah penjual dan disetujui di Coretax sampai tanggal itu tidak sah. Periksa statusnya di Coretax.',
      );
    } finally {
      await loadLanguage('en');
      resetLanguageForTests();
    }
  });
});
