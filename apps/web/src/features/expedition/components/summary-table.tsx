import { Card, Table, type TableColumnsType } from 'antd';
import type { ExpeditionSummaryRow } from '@faktura/domain';
import { Amount, Quantity } from '../../../components/amount';
import { formatDate } from '../../../lib/format';
import { t } from '../../../i18n';

// Built at each draw: the headings follow the language.
const columns = (): TableColumnsType<ExpeditionSummaryRow> => [
  { title: t('master.expedition.invoiceNo'), dataIndex: 'invoiceNo' },
  { title: t('master.expedition.invoiceDate'), dataIndex: 'invoiceDate', render: (v: string) => formatDate(v) },
  { title: t('master.expedition.taxNo'), dataIndex: 'taxNo' },
  { title: t('master.expedition.taxDate'), dataIndex: 'taxDate', render: (v: string) => formatDate(v) },
  { title: t('master.expedition.totalInvoice'), dataIndex: 'totalInvoice', align: 'right', render: (v: string) => <Amount value={v} /> },
  { title: t('master.expedition.totalQuantity'), dataIndex: 'totalQuantity', align: 'right', render: (v: string) => <Quantity value={v} /> },
  { title: t('master.expedition.lines'), dataIndex: 'lines', align: 'right' },
];

/** Summary Invoice of Proses Tagihan: shown once saved lines wait for Submit. */
export function SummaryTable({ rows }: { rows: ExpeditionSummaryRow[] }) {
  if (rows.length === 0) return null;
  return (
    <Card size="small" title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('master.expedition.summary')}</h2>}>
      <Table<ExpeditionSummaryRow> rowKey="invoiceNo" size="small" columns={columns()} dataSource={rows} pagination={false} />
    </Card>
  );
}
