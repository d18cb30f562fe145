import { describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AttachmentField } from './attachment-field';
import { ApiError } from '../lib/api-client';

async function renderField(upload: (file: File) => Promise<never>) {
  const user = userEvent.setup();
  const onError = vi.fn();
  const { container } = render(
    <AttachmentField attachments={[]} canUpload canDelete={false} upload={upload} onUploaded={vi.fn()} onDelete={vi.fn()} onError={onError} />,
  );
  const input = container.querySelector<HTMLInputElement>('input[type=file]')!;
  await user.upload(input, new File(['%PDF-1.4'], 'faktur.pdf', { type: 'application/pdf' }));
  return onError;
}

describe('AttachmentField', () => {
  it('says "Failed upload, please try again" when the upload fails without a message from the server', async () => {
    const onError = await renderField(() => Promise.reject(new ApiError(502, [])));
    await waitFor(() => expect(onError).toHaveBeenCalledWith(['Failed upload, please try again']));
  });

  it("shows the server's own refusal when it sent one", async () => {
    const onError = await renderField(() => Promise.reject(new ApiError(400, ['File content does not match its extension'])));
    await waitFor(() => expect(onError).toHaveBeenCalledWith(['File content does not match its extension']));
  });
});
