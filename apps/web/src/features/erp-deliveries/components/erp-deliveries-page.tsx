import { Button, Card, Col, Flex, Form, Select, Statistic, Tag, type TableColumnsType } from 'antd';
import { DELIVERY_STATES, PAGE_SIZES, type DeliveryCounts, type DeliveryState, type DeliveryStatus, type FailedDelivery } from '@faktura/domain';
import { FormPageAlerts, useFormPage } from '../../../components/form-page';
import { FilterCard, ListPage, useListQuery } from '../../../components/list-page';
import { formatDateTime } from '../../../lib/format';
import { useFailedDeliveries } from '../api/get-failed-deliveries';
import { useRetryDelivery } from '../api/retry-delivery';
import { t, translateMessage } from '../../../i18n';

const COUNTS: ReadonlyArray<keyof DeliveryCounts> = ['pending', 'delivering', 'delivered', 'rejected', 'failed'];

/** The queue at a glance: what waits, what the ERP took or refused, what failed. */
function QueueCounts({ counts }: { counts?: DeliveryCounts }) {
  return (
    <Card size="small" title={t('finance.deliveries.title')}>
      <Flex wrap gap={32}>
        {COUNTS.map((key) => (
          <Statistic key={key} title={t(`finance.deliveries.counts.${key}`)} value={counts ? counts[key] : '-'} />
        ))}
      </Flex>
    </Card>
  );
}

type Filters = { state: DeliveryState };

// Built at each draw: the labels follow the language.
const stateOptions = () => DELIVERY_STATES.map((s) => ({ value: s, label: t(`finance.deliveries.states.${s}`) }));
// Only tag colours whose text meets the 4.5:1 contrast ratio (antd's light green and gold do not).
const STATUS_COLOURS: Record<DeliveryStatus, string> = {
  FAILED: 'red',
  PENDING: 'default',
  DELIVERING: 'blue',
  DELIVERED: 'default',
  REJECTED: 'red',
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
    { title: t('columns.invoiceNo'), dataIndex: 'invoiceNo', width: 170, render: (no: string | null) => no ?? '-' },
    { title: t('columns.supplier'), dataIndex: 'vendorName', width: 200, render: (name: string | null) => name ?? '-' },
    { title: t('columns.company'), key: 'company', width: 110, render: (_: unknown, d) => `${d.instance} ${d.orgId ?? ''}` },
    {
      title: t('finance.deliveries.state'),
      dataIndex: 'status',
      width: 150,
      render: (status: DeliveryStatus) => <Tag color={STATUS_COLOURS[status]}>{t(`finance.deliveries.statuses.${status}`)}</Tag>,
    },
    { title: t('finance.deliveries.attempts'), dataIndex: 'attempts', width: 90, align: 'right' },
    { title: t('finance.deliveries.lastAttempt'), dataIndex: 'lastAttemptAt', width: 160, render: (at: string | null) => formatDateTime(at) },
    { title: t('finance.deliveries.erpAnswer'), dataIndex: 'answer', render: (m: string | null) => (m ? translateMessage(m) : '') },
    {
      title: t('finance.deliveries.action'),
      key: 'action',
      width: 100,
      render: (_: unknown, d) =>
        d.status !== 'FAILED' ? null : (
          <Button
            size="small"
            aria-label={
              d.invoiceNo !== null ? t('finance.deliveries.retryInvoice', { invoiceNo: d.invoiceNo }) : t('finance.deliveries.retryDelivery', { id: d.id })
            }
            loading={retry.isPending && retry.variables === d.id}
            onClick={() => retry.mutate(d.id, { onSuccess: (answer) => page.showSuccess(translateMessage(answer.message)), onError: page.showFailure })}
          >
            {t('finance.deliveries.retry')}
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
              <Form.Item label={t('finance.deliveries.state')} name="state" htmlFor="delivery-state">
                <Select id="delivery-state" aria-label={t('finance.deliveries.state')} options={stateOptions()} />
              </Form.Item>
            </Col>
          </FilterCard>
        }
        columns={columns}
        rowKey="id"
        noun={{ one: t('finance.deliveries.one'), other: t('finance.deliveries.other') }}
        emptyText={t(`finance.deliveries.empty.${state}`)}
        actions={
          // The queue moves while the page is open (workers deliver): look again.
          <Button onClick={() => void result.refetch()} loading={result.isFetching}>
            {t('finance.deliveries.refresh')}
          </Button>
        }
        scrollX={1000}
      />
    </Flex>
  );
}
