import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { emptyReimbursement, type ReimbursementRow } from './form-state';
import { ReimbursementLines } from './reimbursement-lines';

describe('ReimbursementLines', () => {
  it('applies a change to the rows as the form holds them, not as last drawn (a date committed on Tab is kept when the next field is typed at once)', async () => {
    const user = userEvent.setup();
    const drawn: ReimbursementRow = { ...emptyReimbursement(), key: 'r1' };
    const onChange = vi.fn<(update: (rows: ReimbursementRow[]) => ReimbursementRow[]) => void>();
    renderWithProviders(<ReimbursementLines rows={[drawn]} onChange={onChange} scope={null} debounceMs={0} readOnly={false} />);
    await user.type(screen.getByRole('textbox', { name: 'Reimburse 1 No Faktur Pajak' }), '9');
    // Meanwhile the form took the date typed just before, which the table has not drawn yet.
    const held = [{ ...drawn, taxDate: '2026-11-09' }];
    const update = onChange.mock.calls.at(-1)![0];
    expect(update(held)).toEqual([{ ...drawn, taxDate: '2026-11-09', taxNo: '9' }]);
  });
});
