import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { ApiError } from '../../lib/api-client';
import { FormPage } from './form-page';
import { SUCCESS_CLEAR_MS, useFormPage, type FormPageOptions, type FormPageState } from './use-form-page';

function Harness({ options, act: run }: { options?: FormPageOptions; act: (page: FormPageState) => void }) {
  const page = useFormPage(options);
  return (
    <FormPage page={page}>
      <button type="button" onClick={() => run(page)}>
        Go
      </button>
    </FormPage>
  );
}

const go = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Go' }));
const listed = () => screen.getAllByRole('listitem').map((li) => li.textContent);

describe('useFormPage + FormPage (red error list, green success alert)', () => {
  it('lists every message at once, and validate() says whether to go on', async () => {
    const user = userEvent.setup();
    const answers: boolean[] = [];
    render(<Harness act={(page) => answers.push(page.validate(['Invoice No is empty', 'Tax Date is empty']))} />);
    await go(user);
    expect(listed()).toEqual(['Invoice No is empty', 'Tax Date is empty']);
    expect(answers).toEqual([false]);
  });

  it('clears the errors when a validation passes', async () => {
    const user = userEvent.setup();
    let messages = ['Invoice No is empty'];
    render(<Harness act={(page) => page.validate(messages)} />);
    await go(user);
    expect(screen.getByRole('alert')).toBeTruthy();
    messages = [];
    await go(user);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('clears a success after the spec’s 10 s', async () => {
    // The fake clock also runs on with real time, so that the user's pauses (and Testing Library's)
    // end; the success timer starts somewhere inside the click, between `before` and `after`.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    try {
      render(<Harness act={(page) => page.showSuccess('Data has been submitted successfully', 'Batch number AAM-82-00009')} />);
      const before = Date.now();
      await go(user);
      const after = Date.now();
      expect(screen.getByRole('status').textContent).toContain('Data has been submitted successfully');
      expect(screen.getByText('Batch number AAM-82-00009')).toBeTruthy();
      act(() => {
        vi.advanceTimersByTime(before + SUCCESS_CLEAR_MS - 1 - Date.now());
      });
      expect(screen.queryByText('Data has been submitted successfully')).toBeTruthy();
      act(() => {
        vi.advanceTimersByTime(after + SUCCESS_CLEAR_MS - Date.now());
      });
      expect(screen.queryByText('Data has been submitted successfully')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('greets with a success carried from the previous screen', () => {
    render(<Harness options={{ initialSuccess: 'Invoice saved successfully!' }} act={() => undefined} />);
    expect(screen.getByRole('status').textContent).toContain('Invoice saved successfully!');
  });

  it('turns a stale revision into the "changed by someone else" alert with Reload', async () => {
    const user = userEvent.setup();
    const onReload = vi.fn();
    const stale = 'This invoice was changed by someone else. Reload it and try again.';
    render(<Harness options={{ onReload }} act={(page) => page.showFailure(new ApiError(409, [stale], 'STALE_REVISION'))} />);
    await go(user);
    expect(screen.getByRole('alert').textContent).toContain(stale);
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('lists any other failure, a 409 too when there is nothing to reload', async () => {
    const user = userEvent.setup();
    render(<Harness act={(page) => page.showFailure(new ApiError(409, ['Batch AAM-82-00001 is already submitted'], 'CONFLICT'))} />);
    await go(user);
    expect(listed()).toEqual(['Batch AAM-82-00001 is already submitted']);
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
  });

  it('scrolls to the top where the alerts are, except in modals', async () => {
    const user = userEvent.setup();
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const { unmount } = render(<Harness act={(page) => page.showErrors(['Please select company'])} />);
    await go(user);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    unmount();
    render(<Harness options={{ scroll: false }} act={(page) => page.showErrors(['Please select company'])} />);
    await go(user);
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
