import { Button, Card, Col, Flex, Form, Select, Statistic, Tag, type TableColumnsType } from 'antd';
import {
  DELIVERY_STATE_LABELS,
  DELIVERY_STATES,
  DELIVERY_STATUS_LABELS,
  PAGE_SIZES,
  type DeliveryCounts,
  type DeliveryState,
  type DeliveryStatus,
  type FailedDelivery,
} from '@faktura/domain';
import { FormPageAlerts, useFormPage } from '../../../components/form-page';
import { FilterCard, ListPage, useListQuery } from '../../../components/list-page';
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

type Filters = { state: DeliveryState };

const STATE_OPTIONS = DELIVERY_STATES.map((s) => ({ value: s, label: DELIVERY_STATE_LABELS[s] }));
// Only tag colours whose text meets the 4.5:1 contrast ratio (antd's light green and gold do not).
const STATUS_COLOURS: Record<DeliveryStatus, string> = {
  FAILED: 'red',
  PENDING: 'default',
  DELIVERING: 'blue',
  DELIVERED: 'default',
  REJECTED: 'red',
};
const EMPTY: Record<DeliveryState, string> = {
  open: 'No failed or waiting deliveries',
  failed: 'No failed deliveries',
  waiting: 'No waiting deliveries',
  delivered: 'No imported deliveries',
  rejected: 'No rejected deliveries',
  all: 'No deliveries',
};

/**
 * `/#/erp/deliveries` (finance only, issue 9): the submissions to the ERP by state, failed and
 * waiting ones first (what finance acts on or waits for), with attempts, the last attempt and the
 * ERP's answer; Retry on a failed one (the same submission and key: the ERP still takes it at
 * most once). A rejected invoice is back in PROCESSED with the ERP's reasons, for finance to
 * correct and submit again; its delivery shows here under Rejected.
 */
export function ErpDeliveriesPage() {
  const page = useFormPage();
  const list = useListQuery<Filters>({ initial: { state: 'open' }, sizes: PAGE_SIZES.list });
  const q = list.query;
  const state = q?.filters.state ?? 'open';
  const result = useFailedDeliveries(q && { page: q.page, pageSize: q.pageSize, state });
  const retry = useRetryDelivery();
  const columns: TableColumnsType<FailedDelivery> = [
    { title: 'Invoice No', dataIndex: 'invoiceNo', width: 170, render: (no: string | null) => no ?? '-' },
    { title: 'Supplier', dataIndex: 'vendorName', width: 200, render: (name: string | null) => name ?? '-' },
    { title: 'Company', key: 'company', width: 110, render: (_: unknown, d) => `${d.instance} ${d.orgId ?? ''}` },
    {
      title: 'State',
      dataIndex: 'status',
      width: 150,
      render: (status: DeliveryStatus) => <Tag color={STATUS_COLOURS[status]}>{DELIVERY_STATUS_LABELS[status]}</Tag>,
    },
    { title: 'Attempts', dataIndex: 'attempts', width: 90, align: 'right' },
    { title: 'Last Attempt', dataIndex: 'lastAttemptAt', width: 160, render: (at: string | null) => formatDateTime(at) },
    { title: 'ERP Answer', dataIndex: 'answer', render: (m: string | null) => m ?? '' },
    {
      title: 'Action',
      key: 'action',
      width: 100,
      render: (_: unknown, d) =>
        d.status !== 'FAILED' ? null : (
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
        filters={
          <FilterCard<Filters> initialValues={{ state: 'open' }} onSearch={list.search} onValuesChange={(_, all) => list.search(all)}>
            <Col xs={24} md={6}>
              <Form.Item label="State" name="state" htmlFor="delivery-state">
                <Select id="delivery-state" aria-label="State" options={STATE_OPTIONS} />
              </Form.Item>
            </Col>
          </FilterCard>
        }
        columns={columns}
        rowKey="id"
        noun={{ one: 'delivery', other: 'deliveries' }}
        emptyText={EMPTY[state]}
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
