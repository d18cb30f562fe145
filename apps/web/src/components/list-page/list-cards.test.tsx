import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tag } from 'antd';
import { Link, MemoryRouter, Route, Routes, useParams } from 'react-router';
import { DESKTOP_WIDTH, setViewportWidth } from '../../test/viewport';
import { ListCards } from './list-cards';

type Row = { id: number; no: string; status: string; vendor: { name: string } };
const ROWS: Row[] = Array.from({ length: 3 }, (_, i) => ({
  id: i + 1,
  no: `INV-${i + 1}`,
  status: i === 0 ? 'DRAFT' : 'PAID',
  vendor: { name: 'PT Sinar Jaya Abadi' },
}));

function InvoicePage() {
  return <p>Invoice page {useParams().id}</p>;
}

function Harness({ rows = ROWS }: { rows?: Row[] }) {
  return (
    <MemoryRouter initialEntries={['/list']}>
      <Routes>
        <Route
          path="/list"
          element={
            <ListCards<Row>
              columns={[
                { title: 'Invoice No', dataIndex: 'no', render: (no: string, r) => <Link to={`/invoice/${r.id}`}>{no}</Link> },
                { title: 'Supplier', dataIndex: ['vendor', 'name'] },
                { title: 'Status', dataIndex: 'status', render: (s: string) => <Tag>{s}</Tag> },
                { title: 'Hidden', dataIndex: 'id', hidden: true },
              ]}
              rows={rows}
              rowKey="id"
              loading={false}
              emptyText="Nothing found"
              label="invoices"
              rowHref={(r) => `/invoice/${r.id}`}
              pagination={{ current: 1, pageSize: 10, total: rows.length }}
            />
          }
        />
        <Route path="/invoice/:id" element={<InvoicePage />} />
      </Routes>
    </MemoryRouter>
  );
}

describe('ListCards (a list on a phone)', () => {
  beforeEach(() => setViewportWidth(390));
  afterEach(() => setViewportWidth(DESKTOP_WIDTH));

  it('shows each row as a card: the first column as its title, every other shown column as label and value', () => {
    render(<Harness />);
    const cards = within(screen.getByRole('list', { name: 'invoices' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByRole('link', { name: 'INV-1' })).toBeTruthy();
    expect(
      within(cards[0]!)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Supplier', 'Status']);
    expect(
      within(cards[0]!)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['PT Sinar Jaya Abadi', 'DRAFT']);
    expect(cards[0]!.textContent).not.toContain('Hidden');
  });

  it('opens a row by a tap anywhere on its card', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const second = within(screen.getByRole('list', { name: 'invoices' })).getAllByRole('listitem')[1]!;
    await user.click(within(second).getByText('PAID'));
    expect(await screen.findByText('Invoice page 2')).toBeTruthy();
  });

  it('says when there is nothing', () => {
    render(<Harness rows={[]} />);
    expect(screen.getByText('Nothing found')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'invoices' })).toBeNull();
  });
});
