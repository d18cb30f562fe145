import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RejectReasonModal } from './reject-reason-modal';

describe('RejectReasonModal', () => {
  it('asks for a reason before sending anything, then sends it trimmed', async () => {
    const user = userEvent.setup();
    const onReject = vi.fn(() => Promise.resolve());
    render(<RejectReasonModal open busy={false} onCancel={vi.fn()} onReject={onReject} />);
    const dialog = screen.getByRole('dialog', { name: 'Reject invoice' });

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(dialog.textContent).toContain('Reason must be filled');
    expect(onReject).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Reason'), '  Faktur pajak tidak sesuai ');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(onReject).toHaveBeenCalledWith('Faktur pajak tidak sesuai');
  });

  it('keeps a reason being typed when the click lands beside the dialog; Cancel closes it', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(<RejectReasonModal open busy={false} onCancel={onCancel} onReject={vi.fn()} />);
    await user.type(screen.getByLabelText('Reason'), 'Nomor faktur salah');

    const beside = document.querySelector<HTMLElement>('.ant-modal-wrap');
    expect(beside).not.toBeNull();
    await user.click(beside!);
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByLabelText<HTMLTextAreaElement>('Reason').value).toBe('Nomor faktur salah');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
