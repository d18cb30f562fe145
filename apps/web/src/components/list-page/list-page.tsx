import type { ReactNode, TableHTMLAttributes } from 'react';
import { Card, Flex, Table, Typography, type PaginationProps, type TableColumnsType, type TableProps } from 'antd';
import { useNavigate } from 'react-router';
import { ErrorListAlert } from '../error-list-alert';
import { errorMessages } from '../../lib/api-client';
import { useNarrowScreen, usePhone } from '../../lib/use-phone';
import { ListCards } from './list-cards';
import { wideTable } from '../wide-table';
import type { ListState } from './use-list-query';

/** What a list query answers: a server page (`total`, maybe capped) or every row at once. */
type Rows<Row> = { items: Row[]; total?: number; totalCapped?: boolean };

/** A row's name in the singular and the plural. */
export type Noun = { one: string; other: string };

type Props<Row> = {
  list: Pick<ListState<unknown>, 'query' | 'sizes' | 'errors' | 'turnPage' | 'dismissErrors'>;
  result: { data?: Rows<Row>; isFetching: boolean; error: unknown };
  /** The filter card (`<FilterCard>`). */
  filters: ReactNode;
  columns: TableColumnsType<Row>;
  rowKey: TableProps<Row>['rowKey'];
  /** What the rows are, for the count above the table ("1 batch", "12 batches"). */
  noun: Noun;
  emptyText: string;
  /** Shown before the first search of a list that waits for one. */
  idleText?: string;
  /** On the table's top right (e.g. the table's own search box). */
  actions?: ReactNode;
  /**
   * Where a click on a row goes. The row must also hold a real link to the same place (a column
   * rendering `<Link>`), so that keyboard users reach it: a clickable row is not focusable.
   */
  rowHref?: (row: Row) => string;
  scrollX?: number;
};

// A table wider than its card scrolls sideways; it takes focus itself so that keyboard users can
// scroll it even when no row holds a link (axe: scrollable-region-focusable).
export const KEYBOARD_SCROLLABLE = { table: (props: TableHTMLAttributes<HTMLTableElement>) => <table {...props} tabIndex={0} /> };

/** A column's share of a table's width on a tablet, where the table scrolls inside its card. */
const NARROW_COLUMN_WIDTH = 150;

// A click on a link, button or field inside a row is that control's, not the row's.
const onControl = (target: EventTarget) => (target as HTMLElement).closest('a, button, input, label, .ant-select') !== null;

/**
 * A list screen: the red list of errors (a refused search, a failed load), the
 * filter card, then the table paged by the list's query with the domain's page sizes, its count,
 * and its loading and empty states. Server pages when the answer has a `total`, else pages on the client.
 */
export function ListPage<Row extends object>({ list, result, filters, columns, rowKey, noun, emptyText, idleText, actions, rowHref, scrollX }: Props<Row>) {
  const navigate = useNavigate();
  // On a phone or tablet a table may be wider than its card: it scrolls inside it, never the page,
  // at about 150 px a column (max-content would squeeze the columns that end in an ellipsis).
  const narrow = useNarrowScreen();
  const width = scrollX ?? (narrow ? columns.length * NARROW_COLUMN_WIDTH : undefined);
  // A fixed column needs antd's scroll.x (it measures the columns to pin it); the others scroll by CSS.
  const pinned = columns.some((c) => 'fixed' in c && c.fixed);
  const sideways = width === undefined ? {} : pinned ? { scroll: { x: width } } : wideTable(width);
  // On a phone the rows are cards: every column readable without scrolling sideways.
  const phone = usePhone();
  const data = result.data;
  const serverPaged = typeof data?.total === 'number';
  const rows = data?.total ?? data?.items.length ?? 0;
  const count = data ? `${rows}${data.totalCapped ? '+' : ''} ${rows === 1 && !data.totalCapped ? noun.one : noun.other}` : '';
  const page = list.query?.page ?? 1;
  const pageSize = list.query?.pageSize ?? list.sizes.size;
  const pagination: PaginationProps = {
    current: page,
    pageSize,
    total: serverPaged ? data?.total : undefined,
    showSizeChanger: true,
    pageSizeOptions: [...list.sizes.options],
    onChange: list.turnPage,
    style: { marginInline: 12 }, // off the card's edge: the table's body has no padding
  };
  const empty = list.query || !idleText ? emptyText : idleText;
  return (
    <Flex vertical gap={14} style={{ paddingBottom: 16 }}>
      <ErrorListAlert messages={[...list.errors, ...errorMessages(result.error)]} onClose={list.errors.length ? list.dismissErrors : undefined} />
      {filters}
      <Card size="small" styles={{ body: { padding: 0 } }}>
        <Flex justify="space-between" align="center" gap={8} wrap={phone ? 'wrap' : undefined} style={{ padding: '10px 12px', minHeight: 52 }}>
          <Typography.Text type="secondary" style={phone ? { whiteSpace: 'nowrap' } : undefined}>
            {count}
          </Typography.Text>
          {actions}
        </Flex>
        {phone ? (
          <ListCards<Row>
            columns={columns}
            // The server's page as it is; all rows at once are paged here, as the table would.
            rows={serverPaged ? (data?.items ?? []) : (data?.items ?? []).slice((page - 1) * pageSize, page * pageSize)}
            rowKey={rowKey}
            loading={result.isFetching}
            emptyText={empty}
            label={noun.other}
            rowHref={rowHref}
            pagination={{ ...pagination, total: serverPaged ? data?.total : (data?.items.length ?? 0) }}
          />
        ) : (
          <Table<Row>
            rowKey={rowKey}
            size="small"
            columns={columns}
            dataSource={data?.items ?? []}
            loading={result.isFetching}
            {...sideways}
            components={width === undefined ? undefined : KEYBOARD_SCROLLABLE}
            locale={{ emptyText: empty }}
            onRow={rowHref ? (row) => ({ onClick: (e) => void (onControl(e.target) || navigate(rowHref(row))), style: { cursor: 'pointer' } }) : undefined}
            pagination={pagination}
          />
        )}
      </Card>
    </Flex>
  );
}
