import { Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { invoiceDetailPath, type InvoiceSummary } from '@faktura/domain';
import { StatusTag } from '../../../components/status-tag';
import { Amount } from '../../../components/amount';
import { wideTable } from '../../../components/wide-table';
import { ListCards } from '../../../components/list-page';
import { formatDate } from '../../../lib/format';
import { usePhone } from '../../../lib/use-phone';
import { useDashboardInvoices } from '../api/get-dashboard-invoices';
import { DashboardCard } from './dashboard-card';
import { t } from '../../../i18n';

// Built at each draw: the headings follow the language.
const columnsNow = (): TableColumnsType<InvoiceSummary> => [
  // Wide enough for a number on one line (SJA/INV/2026/0106): a link broken over two lines reads as two.
  { title: t('columns.invoiceNo'), dataIndex: 'invoiceNo', width: 160, render: (no: string, inv) => <Link to={invoiceDetailPath(inv)}>{no}</Link> },
  { title: t('columns.invoiceDate'), dataIndex: 'invoiceDate', width: 110, render: (d: string | null) => formatDate(d) },
  { title: t('columns.company'), dataIndex: 'company', ellipsis: true },
  { title: t('columns.supplier'), dataIndex: 'vendorName', ellipsis: true },
  { title: t('columns.batchNo'), dataIndex: 'batchNo', width: 120, render: (b: string | null) => b ?? '-' },
  { title: t('columns.status'), dataIndex: 'status', width: 110, render: (s: string) => <StatusTag status={s} /> },
  {
    title: t('columns.total'),
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
  const columns = columnsNow();
  return (
    <DashboardCard
      title={t('dashboard.latestInvoices')}
      loading={query.isPending}
      error={query.error}
      empty={items.length === 0}
      emptyText={t('dashboard.noInvoices')}
      onRetry={() => void query.refetch()}
      refreshing={query.isFetching}
    >
      {phone ? (
        <ListCards<InvoiceSummary>
          rowKey="id"
          columns={columns}
          rows={items}
          loading={false}
          emptyText={t('dashboard.noInvoices')}
          label={t('dashboard.latestInvoicesList')}
        />
      ) : (
        <Table<InvoiceSummary> rowKey="id" size="small" columns={columns} dataSource={items} pagination={false} {...wideTable(980)} />
      )}
    </DashboardCard>
  );
}
