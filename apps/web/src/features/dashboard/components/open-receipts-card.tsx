import { Table, type TableColumnsType } from 'antd';
import type { OpenReceipt } from '@faktura/domain';
import { formatDate, formatMoney, formatQuantity } from '../../../lib/format';
import { useDashboardReceipts } from '../api/get-dashboard-receipts';
import { DashboardCard } from './dashboard-card';

const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

const columns: TableColumnsType<OpenReceipt> = [
  { title: 'Receipt No', dataIndex: 'receiptNum', width: 110 },
  { title: 'Date', dataIndex: 'transactionDate', width: 110, render: (d: string) => formatDate(d) },
  { title: 'PO Number', dataIndex: 'poNumber', width: 120 },
  { title: 'Line', dataIndex: 'poLineNum', width: 56, align: 'right' },
  {
    title: 'Item',
    dataIndex: 'itemDescription',
    ellipsis: true,
    render: (desc: string, r) => (r.itemCode ? `${r.itemCode} - ${desc}` : desc),
  },
  { title: 'UOM', dataIndex: 'uom', width: 70 },
  { title: 'Qty Open', dataIndex: 'quantityOpen', width: 100, align: 'right', render: (q: string) => <span style={num}>{formatQuantity(q)}</span> },
  { title: 'Unit Price', dataIndex: 'unitPrice', width: 130, align: 'right', render: (p: string) => <span style={num}>{formatMoney(p)}</span> },
  { title: 'Amount', dataIndex: 'amountOpen', width: 140, align: 'right', render: (a: string) => <span style={num}>{formatMoney(a)}</span> },
];

/** Dashboard, VENDOR only: the ten latest receipts not yet invoiced. */
export function OpenReceiptsCard() {
  const query = useDashboardReceipts(true);
  const items = query.data?.items ?? [];
  return (
    <DashboardCard
      title="Open Receipts"
      loading={query.isPending}
      error={query.error}
      empty={items.length === 0}
      emptyText="No open receipts"
      onRetry={() => void query.refetch()}
      refreshing={query.isFetching}
    >
      <Table<OpenReceipt> rowKey="rcvTransactionId" size="small" columns={columns} dataSource={items} pagination={false} scroll={{ x: 900 }} />
    </DashboardCard>
  );
}
