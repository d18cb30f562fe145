import { isValidElement, type ReactNode } from 'react';
import { Empty, Pagination, Spin, type PaginationProps, type TableColumnsType, type TableProps } from 'antd';
import { useNavigate } from 'react-router';
import './list-cards.css';

type Column<Row> = TableColumnsType<Row>[number];

/** A row's value at a column's `dataIndex` ('a', ['a', 'b'] or a number). */
function valueAt(row: object, dataIndex: unknown): unknown {
  const path = Array.isArray(dataIndex) ? dataIndex : dataIndex === undefined ? [] : [dataIndex];
  return path.reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key as string] : undefined), row);
}

/** What a column shows for a row, as the table would render its cell. */
export function cellOf<Row extends object>(column: Column<Row>, row: Row, index: number): ReactNode {
  const value = 'dataIndex' in column ? valueAt(row, column.dataIndex) : undefined;
  const shown: unknown = column.render ? column.render(value, row, index) : value;
  // antd also accepts a cell as { children, props }.
  if (shown && typeof shown === 'object' && !isValidElement(shown) && 'children' in shown) return (shown as { children: ReactNode }).children;
  return shown as ReactNode;
}

const titleOf = <Row,>(column: Column<Row>): ReactNode => (typeof column.title === 'function' ? null : column.title);

/** The key a row has in the table (`rowKey` as a field name or a function). */
function keyOf<Row extends object>(rowKey: TableProps<Row>['rowKey'], row: Row, index: number): React.Key {
  if (typeof rowKey === 'function') return rowKey(row, index);
  const key = valueAt(row, rowKey ?? 'key');
  return typeof key === 'string' || typeof key === 'number' ? key : index;
}

// A click on a link, button or field inside a card is that control's, not the card's.
const onControl = (target: EventTarget) => (target as HTMLElement).closest('a, button, input, label, .ant-select') !== null;

type Props<Row> = {
  columns: TableColumnsType<Row>;
  rows: Row[];
  rowKey: TableProps<Row>['rowKey'];
  loading: boolean;
  emptyText: string;
  /** Names the list for screen readers ("Invoices"). */
  label: string;
  rowHref?: (row: Row) => string;
  /** None for a short list shown whole (a dashboard's ten latest). */
  pagination?: PaginationProps;
};

/**
 * A list's rows as cards on a phone, instead of a table wider than the screen: the first column
 * (the row's name, usually its link) as the card's title, then every other column as
 * "label: value", rendered exactly as the table's cells would be.
 */
export function ListCards<Row extends object>({ columns, rows, rowKey, loading, emptyText, label, rowHref, pagination }: Props<Row>) {
  const navigate = useNavigate();
  const shown = columns.filter((c) => !c.hidden);
  const [first, ...rest] = shown;
  return (
    <Spin spinning={loading}>
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} style={{ paddingBlock: 16 }} />
      ) : (
        <ul className="fk-list-cards" aria-label={label}>
          {rows.map((row, index) => (
            <li
              key={keyOf(rowKey, row, index)}
              className="fk-list-card"
              onClick={rowHref ? (e) => void (onControl(e.target) || navigate(rowHref(row))) : undefined}
              style={rowHref ? { cursor: 'pointer' } : undefined}
            >
              {first ? <div className="fk-list-card-title">{cellOf(first, row, index)}</div> : null}
              <dl>
                {rest.map((column, c) => (
                  <div key={column.key ?? c}>
                    <dt>{titleOf(column)}</dt>
                    <dd>{cellOf(column, row, index) ?? ''}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
      {pagination ? <Pagination {...pagination} align="end" style={{ margin: '12px' }} /> : null}
    </Spin>
  );
}
