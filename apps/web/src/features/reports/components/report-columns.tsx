import type { ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import type { ReportColumn } from '@faktura/domain';
import { Amount } from '../../../components/amount';
import { formatDate } from '../../../lib/format';

type Cell = string | number | null;

const WIDTHS = { money: 150, date: 120, text: undefined } as const;

/**
 * The domain's report columns as a table shows them: money right-aligned with 2
 * decimals, dates DD-MMM-YYYY, an empty value as "-". `render` replaces a column's cell (a link).
 */
export function tableColumns<Row extends object>(
  columns: readonly ReportColumn<Row>[],
  render: Partial<Record<keyof Row, (row: Row) => ReactNode>> = {},
): TableColumnsType<Row> {
  return columns.map((column) => {
    const kind = column.kind ?? 'text';
    const custom = render[column.key];
    return {
      key: column.key,
      title: column.title,
      dataIndex: column.key,
      width: WIDTHS[kind],
      align: kind === 'money' ? ('right' as const) : undefined,
      ellipsis: kind === 'text' ? { showTitle: true } : undefined,
      render: (value: Cell, row: Row) => {
        if (custom) return custom(row);
        if (kind === 'money') return <Amount value={value === null ? null : String(value)} />;
        if (kind === 'date') return formatDate(value === null ? null : String(value)) || '-';
        return value ?? '-';
      },
    };
  });
}
