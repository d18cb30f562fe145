import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OpenReceipt } from '@faktura/domain';
import { mockFetch, on } from '../../../test/fetch-mock';
import { makeReceipt } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { PendingPoModal } from './pending-po-modal';

const receipt = (n: number) => makeReceipt(n, n === 3 ? { poNumber: 'PO-OTHER' } : {});

function renderModal(onAdd: (r: OpenReceipt[]) => void = () => {}) {
  const calls = mockFetch(
    on('GET', '/api/po-invoices/pending-receipts', { items: [1, 2, 3].map(receipt), total: 3, totalCapped: false, page: 1, pageSize: 5, nextCursor: null }),
  );
  renderWithProviders(<PendingPoModal open company={{ orgId: 82, instance: 'AAM' }} taken={new Set()} onAdd={onAdd} onClose={() => {}} />);
  return calls;
}

describe('PendingPoModal', () => {
  it('lists the company’s open lines as it opens, page size 5, and toggles all rows on, then none', async () => {
    const user = userEvent.setup();
    const calls = renderModal();
    const modal = screen.getByRole('dialog');
    await within(modal).findByText('PO-1'); // without pressing Search
    expect(calls.map((c) => c.path)).toEqual(['/api/po-invoices/pending-receipts?orgId=82&instance=AAM&page=1&pageSize=5']);

    const all = within(modal).getByRole('checkbox', { name: 'Select all' });
    await user.click(all);
    expect(within(modal).getByText('3 selected')).toBeTruthy();
    await user.click(all);
    expect(within(modal).getByText('0 selected')).toBeTruthy();
  });

  it('narrows the lines by the filters on Search, and Reset lists them all again', async () => {
    const user = userEvent.setup();
    const calls = renderModal();
    const modal = screen.getByRole('dialog');
    await within(modal).findByText('PO-1');
    await user.type(within(modal).getByLabelText('From PO'), 'PO-2');
    expect(calls).toHaveLength(1); // typing alone does not search
    await user.click(within(modal).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/api/po-invoices/pending-receipts?orgId=82&instance=AAM&fromPo=PO-2&page=1&pageSize=5'));
    await user.click(within(modal).getByRole('button', { name: 'Reset' }));
    expect(within(modal).getByLabelText<HTMLInputElement>('From PO').value).toBe('');
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/api/po-invoices/pending-receipts?orgId=82&instance=AAM&page=1&pageSize=5'));
  });

  it('fetches nothing while closed', () => {
    const calls = mockFetch();
    renderWithProviders(<PendingPoModal open={false} company={{ orgId: 82, instance: 'AAM' }} taken={new Set()} onAdd={() => {}} onClose={() => {}} />);
    expect(calls).toEqual([]);
  });

  it('"Search PO" filters the shown rows on Enter, and select-all covers only those', async () => {
    const user = userEvent.setup();
    let added: OpenReceipt[] = [];
    renderModal((r) => (added = r));
    const modal = screen.getByRole('dialog');
    await within(modal).findByText('PO-1');
    const box = within(modal).getByRole('searchbox', { name: 'Search PO' });
    await user.type(box, 'other');
    expect(within(modal).getByText('PO-1')).toBeTruthy(); // not before Enter
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(modal).queryByText('PO-1')).toBeNull());
    await user.click(within(modal).getByRole('checkbox', { name: 'Select all' }));
    await user.click(within(modal).getByRole('button', { name: 'Add (1)' }));
    expect(added.map((r) => r.poNumber)).toEqual(['PO-OTHER']);
  });

  it('turns to the next page from where the last one stopped, and skips to a page number it has no cursor for', async () => {
    const user = userEvent.setup();
    // Ten pages counted ahead of each page (the server's answer): page p shows lines 5p-4…5p.
    const calls = mockFetch((req) => {
      if (req.url.pathname !== '/api/po-invoices/pending-receipts') return undefined;
      const page = Number(req.url.searchParams.get('page'));
      const items = [1, 2, 3, 4, 5].map((k) => makeReceipt(5 * (page - 1) + k));
      return { body: { items, total: 5 * (page - 1) + 50, totalCapped: true, page, pageSize: 5, nextCursor: `2026-11-20_${5 * page}` } };
    });
    renderWithProviders(<PendingPoModal open company={{ orgId: 82, instance: 'AAM' }} taken={new Set()} onAdd={() => {}} onClose={() => {}} />);
    const modal = screen.getByRole('dialog');
    await within(modal).findByText('PO-1');
    expect(within(modal).getByText('50+ lines')).toBeTruthy();
    const path = '/api/po-invoices/pending-receipts?orgId=82&instance=AAM';

    await user.click(within(modal).getByTitle('2'));
    await within(modal).findByText('PO-6');
    expect(calls.at(-1)?.path).toBe(`${path}&page=2&pageSize=5&after=2026-11-20_5`);
    expect(within(modal).getByText('55+ lines')).toBeTruthy();

    // Back and forth: page 2's start is known from page 1.
    await user.click(within(modal).getByTitle('Previous Page'));
    await within(modal).findByText('PO-1');
    expect(calls.at(-1)?.path).toBe(`${path}&page=1&pageSize=5`);
    await user.click(within(modal).getByTitle('Next Page'));
    await within(modal).findByText('PO-6');
    expect(calls.at(-1)?.path).toBe(`${path}&page=2&pageSize=5&after=2026-11-20_5`);

    await user.click(within(modal).getByTitle('5'));
    await within(modal).findByText('PO-21');
    expect(calls.at(-1)?.path).toBe(`${path}&page=5&pageSize=5`);

    await user.click(within(modal).getByTitle('Next Page'));
    await within(modal).findByText('PO-26');
    expect(calls.at(-1)?.path).toBe(`${path}&page=6&pageSize=5&after=2026-11-20_25`);
  });
});
