import { Col, Form, Select, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { BATCH_MESSAGES, BATCH_STATUS, PAGE_SIZES, type BatchStatus, type BatchSummary, type CompanyOption } from '@faktura/domain';
import { Amount } from '../../../components/amount';
import { CompanyField } from '../../../components/company-field';
import { FilterCard, ListPage, useListQuery } from '../../../components/list-page';
import { StatusTag } from '../../../components/status-tag';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useBatches } from '../api/get-batches';
import { t } from '../../../i18n';

type BatchFilters = { status: BatchStatus; company: CompanyOption | null };

// The batch status filter offers OPEN, PROCESSING and DRAFT, OPEN first (the default).
const STATUS_OPTIONS = [BATCH_STATUS.OPEN, BATCH_STATUS.PROCESSING, BATCH_STATUS.DRAFT].map((s) => ({ value: s, label: s }));

const batchPath = (b: BatchSummary) => `/batch/detail/${b.id}`;

// Built at each draw: the headings follow the language.
const columnsNow = (): TableColumnsType<BatchSummary> => [
  // A real link: the row opens by keyboard too (Tab to it, Enter), not only by a click on the row.
  { title: t('batches.batchNo'), dataIndex: 'batchNo', width: 170, render: (no: string, b) => <Link to={batchPath(b)}>{no}</Link> },
  { title: t('columns.company'), dataIndex: 'company', ellipsis: true },
  { title: t('columns.supplier'), dataIndex: 'vendorName', ellipsis: true },
  { title: t('batches.invoices'), dataIndex: 'invoiceCount', width: 90, align: 'right' },
  { title: t('columns.amount'), dataIndex: 'amount', width: 160, align: 'right', render: (a: string) => <Amount value={a} /> },
  { title: t('columns.status'), dataIndex: 'status', width: 120, render: (s: string) => <StatusTag status={s} /> },
  { title: t('batches.submitted'), dataIndex: 'submittedAt', width: 120, render: (d: string | null) => formatDate(d) || '-' },
];

/** `/#/batch/list`: batches by status (default OPEN) and company; a row opens the batch summary. */
export function BatchListPage({ proxy = false }: { proxy?: boolean }) {
  const session = useSession();
  const isBuyerSide = session?.user.typeUser === 'ORACLE' || session?.user.typeUser === 'PIC';
  const initial: BatchFilters = { status: BATCH_STATUS.OPEN, company: session?.user.company ?? null };
  // Suppliers see their batches at once; finance and PIC choose a company first ("Please select company").
  const list = useListQuery({ initial, sizes: PAGE_SIZES.list, searchAtOnce: !isBuyerSide });
  const q = list.query;
  const result = useBatches(
    q && {
      page: q.page,
      pageSize: q.pageSize,
      status: q.filters.status,
      orgId: q.filters.company?.orgId,
      instance: q.filters.company?.instance,
      proxy: proxy ? 'Y' : undefined,
    },
  );

  return (
    <ListPage<BatchSummary>
      list={list}
      result={result}
      filters={
        <FilterCard<BatchFilters> initialValues={initial} onSearch={(f) => list.searchIf(isBuyerSide && !f.company ? [BATCH_MESSAGES.selectCompany] : [], f)}>
          <Col xs={24} md={6}>
            <Form.Item label={t('filters.status')} name="status" htmlFor="batch-status">
              <Select id="batch-status" aria-label={t('filters.status')} options={STATUS_OPTIONS} />
            </Form.Item>
          </Col>
          <Col xs={24} md={10}>
            <Form.Item label={t('filters.company')} name="company" htmlFor="batch-list-company">
              <CompanyField id="batch-list-company" companies={session?.companies ?? []} allowClear />
            </Form.Item>
          </Col>
        </FilterCard>
      }
      columns={columnsNow()}
      rowKey="id"
      noun={{ one: t('batches.one'), other: t('batches.other') }}
      emptyText={t('batches.empty')}
      idleText={t('batches.idle')}
      rowHref={batchPath}
      scrollX={900}
    />
  );
}
