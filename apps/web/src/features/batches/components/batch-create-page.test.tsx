import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, on } from '../../../test/fetch-mock';
import { AAM, BATCH_SUMMARY, makeLogin } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { saveLogin } from '../../../lib/session';
import { BatchCreatePage } from './batch-create-page';

const invoice = (id: number, amount: string) => ({
  id,
  invoiceNo: `INV-${id}`,
  invoiceDate: '2026-11-01',
  taxNo: null,
  taxDate: null,
  description: '',
  status: 'DRAFT',
  amount,
});
const BATCH = { ...BATCH_SUMMARY, invoices: [] };

function setup() {
  saveLogin(makeLogin({ company: AAM }));
  return mockFetch(
    on('GET', '/api/batches', { items: [], total: 0, totalCapped: false, page: 1, pageSize: 50 }),
    on('GET', '/api/batches/available-invoices', { items: [invoice(1, '1000.00'), invoice(2, '500.00')] }),
    on('POST', '/api/batches', BATCH, 201),
  );
}

describe('BatchCreatePage', () => {
  it('says "Please select your invoice" on an empty submit and "Please select batch number" when printing without one', async () => {
    const user = userEvent.setup();
    const calls = setup();
    renderWithProviders(<BatchCreatePage />);
    expect(screen.getByLabelText<HTMLInputElement>('Batch Number', { selector: '#batch-no' }).placeholder).toBe('Assigned on save');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please select your invoice');
    await user.click(screen.getByRole('button', { name: /Print Batch/ }));
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('Please select batch number'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('Find Invoice says "Please select Invoice" with none ticked; submitting shows the batch number', async () => {
    const user = userEvent.setup();
    const calls = setup();
    renderWithProviders(<BatchCreatePage />);
    await user.click(screen.getByRole('button', { name: /Add Invoice/ }));
    const modal = await screen.findByRole('dialog');
    await within(modal).findByText('INV-1');
    await user.click(within(modal).getByRole('button', { name: 'Add' }));
    expect(within(modal).getByRole('alert').textContent).toBe('Please select Invoice');
    await user.click(within(modal).getByLabelText('Select invoice INV-1'));
    await user.click(within(modal).getByLabelText('Select invoice INV-2'));
    await user.click(within(modal).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Total').value).toBe('1,500.00'));

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Data has been submitted successfully')).toBeTruthy();
    expect(screen.getByText('Batch number AAM-82-00009')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ orgId: 82, instance: 'AAM', invoiceIds: [1, 2], submit: true });
  });
});
