import { Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { invoiceDetailPath, type InvoiceSummary } from '@faktura/domain';
import { StatusTag } from '../../../components/status-tag';
import { Amount } from '../../../components/amount';
import { ListCards } from '../../../components/list-page';
import { formatDate } from '../../../lib/format';
import { usePhone } from '../../../lib/use-phone';
import { useDashboardInvoices } from '../api/get-dashboard-invoices';
import { DashboardCard } from './dashboard-card';

const columns: TableColumnsType<InvoiceSummary> = [
  { title: 'Invoice No', dataIndex: 'invoiceNo', render: (no: string, inv) => <Link to={invoiceDetailPath(inv)}>{no}</Link> },
  { title: 'Invoice Date', dataIndex: 'invoiceDate', width: 110, render: (d: string | null) => formatDate(d) },
  { title: 'Company', dataIndex: 'company', ellipsis: true },
  { title: 'Supplier', dataIndex: 'vendorName', ellipsis: true },
  { title: 'Batch No', dataIndex: 'batchNo', width: 120, render: (b: string | null) => b ?? '-' },
  { title: 'Status', dataIndex: 'status', width: 110, render: (s: string) => <StatusTag status={s} /> },
  {
    title: 'Total',
    dataIndex: 'totalAmount',
    align: 'right',
    width: 160,
    render: (amount: string, inv) => <Amount value={amount} currency={inv.currencyCode} />,
  },
];

/** Dashboard: the ten latest invoices. */
export function LatestInvoicesCard() {
  const query = useDashboardInvoices();
  const items = query.data?.items ?? [];
  // On a phone each invoice is a card: its status and total readable without scrolling sideways.
  const phone = usePhone();
  return (
    <DashboardCard
      title="Latest Invoices"
      loading={query.isPending}
      error={query.error}
      empty={items.length === 0}
      emptyText="No invoices yet"
      onRetry={() => void query.refetch()}
      refreshing={query.isFetching}
    >
      {phone ? (
        <ListCards<InvoiceSummary> rowKey="id" columns={columns} rows={items} loading={false} emptyText="No invoices yet" label="Latest invoices" />
      ) : (
        <Table<InvoiceSummary> rowKey="id" size="small" columns={columns} dataSource={items} pagination={false} scroll={{ x: 860 }} />
      )}
    </DashboardCard>
  );
}
