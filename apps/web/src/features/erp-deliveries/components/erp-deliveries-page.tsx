import { Button, Card, Flex, Statistic, type TableColumnsType } from 'antd';
import { PAGE_SIZES, type DeliveryCounts, type FailedDelivery } from '@faktura/domain';
import { FormPageAlerts, useFormPage } from '../../../components/form-page';
import { ListPage, useListQuery } from '../../../components/list-page';
import { formatDateTime } from '../../../lib/format';
import { useFailedDeliveries } from '../api/get-failed-deliveries';
import { useRetryDelivery } from '../api/retry-delivery';

const COUNTS: Array<{ key: keyof DeliveryCounts; title: string }> = [
  { key: 'pending', title: 'Waiting' },
  { key: 'delivering', title: 'Delivering' },
  { key: 'delivered', title: 'Imported' },
  { key: 'rejected', title: 'Rejected by the ERP' },
  { key: 'failed', title: 'Failed' },
];

/** The queue at a glance: what waits, what the ERP took or refused, what failed. */
function QueueCounts({ counts }: { counts?: DeliveryCounts }) {
  return (
    <Card size="small" title="Deliveries to the ERP">
      <Flex wrap gap={32}>
        {COUNTS.map((c) => (
          <Statistic key={c.key} title={c.title} value={counts ? counts[c.key] : '-'} />
        ))}
      </Flex>
    </Card>
  );
}

/**
 * `/#/erp/deliveries` (finance only, issue 9): submissions the outbox could not deliver after
 * every retry, with the ERP's last message, and Retry (the same submission and key: the ERP still
 * takes it at most once). ERP rejections are not here: those invoices are back in PROCESSED with
 * the ERP's reasons, for finance to correct and submit again.
 */
export function ErpDeliveriesPage() {
  const page = useFormPage();
  const list = useListQuery<object>({ initial: {}, sizes: PAGE_SIZES.list });
  const q = list.query;
  const result = useFailedDeliveries(q && { page: q.page, pageSize: q.pageSize });
  const retry = useRetryDelivery();
  const columns: TableColumnsType<FailedDelivery> = [
    { title: 'Invoice No', dataIndex: 'invoiceNo', width: 170, render: (no: string | null) => no ?? '-' },
    { title: 'Supplier', dataIndex: 'vendorName', width: 200, render: (name: string | null) => name ?? '-' },
    { title: 'Company', key: 'company', width: 110, render: (_: unknown, d) => `${d.instance} ${d.orgId ?? ''}` },
    { title: 'Attempts', dataIndex: 'attempts', width: 90, align: 'right' },
    { title: 'Last Attempt', dataIndex: 'lastAttemptAt', width: 160, render: (at: string | null) => formatDateTime(at) },
    { title: 'ERP Message', dataIndex: 'lastError', render: (m: string | null) => m ?? '' },
    {
      title: 'Action',
      key: 'action',
      width: 100,
      render: (_: unknown, d) => (
        <Button
          size="small"
          aria-label={`Retry ${d.invoiceNo ?? `delivery ${d.id}`}`}
          loading={retry.isPending && retry.variables === d.id}
          onClick={() => retry.mutate(d.id, { onSuccess: (answer) => page.showSuccess(answer.message), onError: page.showFailure })}
        >
          Retry
        </Button>
      ),
    },
  ];
  return (
    <Flex vertical gap={14}>
      <FormPageAlerts page={page} />
      <QueueCounts counts={result.data?.counts} />
      <ListPage<FailedDelivery>
        list={list}
        result={result}
        filters={null}
        columns={columns}
        rowKey="id"
        noun="failed deliveries"
        emptyText="No failed deliveries"
        actions={
          // The queue moves while the page is open (workers deliver): look again.
          <Button onClick={() => void result.refetch()} loading={result.isFetching}>
            Refresh
          </Button>
        }
        scrollX={1000}
      />
    </Flex>
  );
}
