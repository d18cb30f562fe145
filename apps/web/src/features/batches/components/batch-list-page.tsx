import { useState } from 'react';
import { Button, Card, Col, Flex, Form, Row, Select, Table, type TableColumnsType } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { BATCH_MESSAGES, BATCH_STATUS, LIST_PAGE_SIZES, type BatchStatus, type BatchSummary, type CompanyOption } from '@faktura/domain';
import { Amount } from '../../../components/amount';
import { CompanyField } from '../../../components/company-field';
import { ErrorListAlert } from '../../../components/error-list-alert';
import { StatusTag } from '../../../components/status-tag';
import { errorMessages } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useBatches, type BatchListQuery } from '../api/get-batches';

// Spec §4: the batch status filter offers OPEN, PROCESSING and DRAFT, OPEN first (the default).
const STATUS_OPTIONS = ['OPEN', 'PROCESSING', 'DRAFT'].map((s) => ({ value: s, label: s }));

const columns: TableColumnsType<BatchSummary> = [
  { title: 'Batch No', dataIndex: 'batchNo', width: 170, render: (b: string) => <a>{b}</a> },
  { title: 'Company', dataIndex: 'company', ellipsis: true },
  { title: 'Supplier', dataIndex: 'vendorName', ellipsis: true },
  { title: 'Invoices', dataIndex: 'invoiceCount', width: 90, align: 'right' },
  { title: 'Amount', dataIndex: 'amount', width: 160, align: 'right', render: (a: string) => <Amount value={a} /> },
  { title: 'Status', dataIndex: 'status', width: 120, render: (s: string) => <StatusTag status={s} /> },
  { title: 'Submitted', dataIndex: 'submittedAt', width: 120, render: (d: string | null) => formatDate(d) || '-' },
];

/** `/#/batch/list`: batches by status (default OPEN) and company; a row opens the batch summary. */
export function BatchListPage() {
  const session = useSession();
  const navigate = useNavigate();
  const isBuyerSide = session?.user.typeUser === 'ORACLE' || session?.user.typeUser === 'PIC';
  const [status, setStatus] = useState<BatchStatus>(BATCH_STATUS.OPEN);
  const [company, setCompany] = useState<CompanyOption | null>(session?.user.company ?? null);
  const [errors, setErrors] = useState<string[]>([]);
  const pageSize0 = LIST_PAGE_SIZES[0];
  // Suppliers see their batches at once; finance and PIC choose a company first (spec §5).
  const [query, setQuery] = useState<BatchListQuery | null>(() =>
    isBuyerSide ? null : { page: 1, pageSize: pageSize0, status: 'OPEN', orgId: company?.orgId, instance: company?.instance },
  );
  const result = useBatches(query);

  const search = () => {
    if (isBuyerSide && !company) return setErrors([BATCH_MESSAGES.selectCompany]);
    setErrors([]);
    setQuery({ page: 1, pageSize: query?.pageSize ?? pageSize0, status, orgId: company?.orgId, instance: company?.instance });
  };

  return (
    <Flex vertical gap={14} style={{ paddingBottom: 16 }}>
      <ErrorListAlert messages={[...errors, ...(result.error ? errorMessages(result.error) : [])]} />
      <Card size="small">
        <Form layout="vertical" onFinish={search}>
          <Row gutter={16} align="bottom">
            <Col xs={24} md={6}>
              <Form.Item label="Status" htmlFor="batch-status">
                <Select id="batch-status" aria-label="Status" value={status} options={STATUS_OPTIONS} onChange={setStatus} />
              </Form.Item>
            </Col>
            <Col xs={24} md={10}>
              <Form.Item label="Company" htmlFor="batch-list-company">
                <CompanyField id="batch-list-company" value={company} companies={session?.companies ?? []} onChange={setCompany} allowClear />
              </Form.Item>
            </Col>
            <Col xs={24} md={4}>
              <Form.Item>
                <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                  Search
                </Button>
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </Card>
      <Card size="small" styles={{ body: { padding: 0 } }}>
        <Table<BatchSummary>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={result.data?.items ?? []}
          loading={result.isFetching}
          scroll={{ x: 900 }}
          locale={{ emptyText: query ? 'No batches found' : 'Choose a company and press Search' }}
          onRow={(b) => ({ onClick: () => void navigate(`/batch/detail/${b.id}`), style: { cursor: 'pointer' } })}
          pagination={{
            current: query?.page ?? 1,
            pageSize: query?.pageSize ?? pageSize0,
            total: result.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [...LIST_PAGE_SIZES],
            showTotal: (total) => `${total} batches`,
            onChange: (page, pageSize) => query && setQuery({ ...query, page, pageSize }),
          }}
        />
      </Card>
    </Flex>
  );
}
