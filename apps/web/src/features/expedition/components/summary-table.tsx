import { Card, Table, type TableColumnsType } from 'antd';
import type { ExpeditionSummaryRow } from '@faktura/domain';
import { Amount, Quantity } from '../../../components/amount';
import { formatDate } from '../../../lib/format';

const columns: TableColumnsType<ExpeditionSummaryRow> = [
  { title: 'Invoice No', dataIndex: 'invoiceNo' },
  { title: 'Invoice Date', dataIndex: 'invoiceDate', render: (v: string) => formatDate(v) },
  { title: 'Tax No', dataIndex: 'taxNo' },
  { title: 'Tax Date', dataIndex: 'taxDate', render: (v: string) => formatDate(v) },
  { title: 'Total Invoice', dataIndex: 'totalInvoice', align: 'right', render: (v: string) => <Amount value={v} /> },
  { title: 'Total COLLY/KG', dataIndex: 'totalQuantity', align: 'right', render: (v: string) => <Quantity value={v} /> },
  { title: 'Lines', dataIndex: 'lines', align: 'right' },
];

/** Summary Invoice of Proses Tagihan: shown once saved lines wait for Submit. */
export function SummaryTable({ rows }: { rows: ExpeditionSummaryRow[] }) {
  if (rows.length === 0) return null;
  return (
    <Card size="small" title={<h2 style={{ fontSize: 16, margin: 0 }}>Summary Invoice</h2>}>
      <Table<ExpeditionSummaryRow> rowKey="invoiceNo" size="small" columns={columns} dataSource={rows} pagination={false} />
    </Card>
  );
}
