import type { ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import type { ReportColumn } from '@faktura/domain';
import { Amount } from '../../../components/amount';
import { formatDate } from '../../../lib/format';
import { t, type MessageKey } from '../../../i18n/translate';

type Cell = string | number | null;

const WIDTHS = { money: 150, date: 120, text: undefined } as const;

/** Each column's heading in the chosen language, by its row key (the catalogue's `columns` of that report). */
export type ColumnTitles<Row> = Partial<Record<keyof Row & string, string>>;

/** The reports whose headings the catalogue holds, under `reports.<report>.columns`. */
export type ReportSection = 'paymentReport' | 'paymentSchedule' | 'invoiceReport' | 'invoiceHistory';

/** The headings of `columns` in the chosen language (report-columns.test.ts: the English equals the domain's titles). */
export function reportTitles<Row>(section: ReportSection, columns: readonly ReportColumn<Row>[]): ColumnTitles<Row> {
  // The key is one of the section's columns; the test checks every one is in the catalogue.
  return Object.fromEntries(columns.map((c) => [c.key, t(`reports.${section}.columns.${c.key}` as MessageKey)])) as ColumnTitles<Row>;
}

/**
 * The domain's report columns as a table shows them: money right-aligned with 2
 * decimals, dates DD-MMM-YYYY, an empty value as "-". `titles` gives the headings in the chosen
 * language (the domain's English title where none is given); `render` replaces a column's cell (a link).
 * Built at each draw, so the headings follow the language.
 */
export function tableColumns<Row extends object>(
  columns: readonly ReportColumn<Row>[],
  titles: ColumnTitles<Row>,
  render: Partial<Record<keyof Row, (row: Row) => ReactNode>> = {},
): TableColumnsType<Row> {
  return columns.map((column) => {
    const kind = column.kind ?? 'text';
    const custom = render[column.key];
    return {
      key: column.key,
      title: titles[column.key] ?? column.title,
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
