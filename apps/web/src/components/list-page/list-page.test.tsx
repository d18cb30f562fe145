import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Col, Form, Input } from 'antd';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { PAGE_SIZES } from '@faktura/domain';
import { DESKTOP_WIDTH, setViewportWidth } from '../../test/viewport';
import { FilterCard } from './filter-card';
import { ListPage } from './list-page';
import { useListQuery, type ListQuery } from './use-list-query';

type Row = { id: number; no: string };
type Filters = { no: string };
const ROWS: Row[] = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, no: `B-${i + 1}` }));
const seen: ListQuery<Filters>[] = [];

/** A list over ROWS "on the server": the page asked for, with the total. */
function Harness({
  searchAtOnce = true,
  refuse = false,
  scrollX,
  pinned = false,
}: {
  searchAtOnce?: boolean;
  refuse?: boolean;
  scrollX?: number;
  pinned?: boolean;
}) {
  const list = useListQuery<Filters>({ initial: { no: '' }, sizes: PAGE_SIZES.list, searchAtOnce });
  if (list.query) seen.push(list.query);
  const q = list.query;
  const matching = q ? ROWS.filter((r) => r.no.includes(q.filters.no)) : [];
  const data = q ? { items: matching.slice((q.page - 1) * q.pageSize, q.page * q.pageSize), total: matching.length } : undefined;
  return (
    <ListPage<Row>
      list={list}
      result={{ data, isFetching: false, error: null }}
      filters={
        <FilterCard<Filters> initialValues={{ no: '' }} onSearch={(f) => list.searchIf(refuse ? ['Please select company'] : [], f)}>
          <Col span={8}>
            <Form.Item label="No" name="no" htmlFor="f-no">
              <Input id="f-no" />
            </Form.Item>
          </Col>
        </FilterCard>
      }
      columns={[{ title: 'No', dataIndex: 'no', fixed: pinned ? 'left' : undefined, render: (no: string, r) => <Link to={`/row/${r.id}`}>{no}</Link> }]}
      scrollX={scrollX}
      rowKey="id"
      noun={{ one: 'row', other: 'rows' }}
      emptyText="Nothing found"
      idleText="Press Search"
      rowHref={(r) => `/row/${r.id}`}
    />
  );
}

function renderList(props: Parameters<typeof Harness>[0] = {}) {
  seen.length = 0;
  return render(
    <MemoryRouter initialEntries={['/list']}>
      <Routes>
        <Route path="/list" element={<Harness {...props} />} />
        <Route path="/row/:id" element={<p>Row page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const rows = () => screen.getAllByRole('row').slice(1);

describe('ListPage + FilterCard + useListQuery', () => {
  it('pages by the spec’s sizes and counts the rows', async () => {
    const user = userEvent.setup();
    renderList();
    expect(rows()).toHaveLength(10);
    expect(screen.getByText('12 rows')).toBeTruthy();
    await user.click(screen.getByTitle('2'));
    expect(rows()).toHaveLength(2);
    expect(seen.at(-1)).toMatchObject({ page: 2, pageSize: 10 });
  });

  it('on a phone shows the rows as cards, paged the same way', async () => {
    setViewportWidth(390);
    try {
      const user = userEvent.setup();
      renderList();
      const cards = () => within(screen.getByRole('list', { name: 'rows' })).getAllByRole('listitem');
      expect(cards()).toHaveLength(10);
      expect(screen.queryByRole('table')).toBeNull();
      await user.click(screen.getByTitle('2'));
      expect(cards()).toHaveLength(2);
      expect(seen.at(-1)).toMatchObject({ page: 2, pageSize: 10 });
    } finally {
      setViewportWidth(DESKTOP_WIDTH);
    }
  });

  it('goes back to page 1 on a new search', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(screen.getByTitle('2'));
    await user.type(screen.getByLabelText('No'), 'B-1');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    // antd's form submits after its (async) field validation.
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ filters: { no: 'B-1' }, page: 1 }));
  });

  it('counts one row in the singular', async () => {
    const user = userEvent.setup();
    renderList();
    await user.type(screen.getByLabelText('No'), 'B-12');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1 row')).toBeTruthy();
  });

  it('waits for the first search when told to, and shows a refused one as the red list', async () => {
    const user = userEvent.setup();
    renderList({ searchAtOnce: false, refuse: true });
    expect(screen.getByText('Press Search')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(within(await screen.findByRole('alert')).getByText('Please select company')).toBeTruthy();
    expect(seen).toHaveLength(0);
  });

  it('opens a row by its link (keyboard) or by a click anywhere on the row', async () => {
    const user = userEvent.setup();
    const { unmount } = renderList();
    const link = within(rows()[0]!).getByRole('link', { name: 'B-1' });
    link.focus();
    expect(document.activeElement).toBe(link);
    await user.keyboard('{Enter}');
    expect(screen.getByText('Row page')).toBeTruthy();
    unmount();
    renderList();
    await user.click(rows()[1]!.querySelector('td')!.parentElement!);
    expect(screen.getByText('Row page')).toBeTruthy();
  });
});

describe('ListPage: a table wider than its card', () => {
  const wrapper = () => document.querySelector<HTMLElement>('.ant-table-wrapper')!;

  it('is its width and scrolls inside the card by CSS, focusable for the keyboard, without a measuring row', async () => {
    setViewportWidth(DESKTOP_WIDTH);
    renderList({ scrollX: 900 });
    await waitFor(() => expect(rows()).toHaveLength(PAGE_SIZES.list.size));
    expect(wrapper().classList.contains('fk-wide-table')).toBe(true);
    expect(wrapper().style.getPropertyValue('--fk-wide-table-width')).toBe('900px');
    expect(wrapper().querySelector('table')!.getAttribute('tabindex')).toBe('0');
    expect(wrapper().querySelector('.ant-table-measure-row')).toBeNull();
  });

  it('keeps antd’s scrolling when a column is pinned (antd measures the columns to pin it)', async () => {
    setViewportWidth(DESKTOP_WIDTH);
    renderList({ scrollX: 900, pinned: true });
    await waitFor(() => expect(rows()).toHaveLength(PAGE_SIZES.list.size));
    expect(wrapper().classList.contains('fk-wide-table')).toBe(false);
    expect(wrapper().querySelector('.ant-table-measure-row')).not.toBeNull();
  });
});
