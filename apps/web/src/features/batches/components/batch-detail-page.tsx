import { Button, Card, Descriptions, Flex, Table, type TableColumnsType } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import type { BatchDetail } from '@faktura/domain';
import { Amount } from '../../../components/amount';
import { DetailPage } from '../../../components/detail-page';
import { FormPage, useFormPage } from '../../../components/form-page';
import { StatusTag } from '../../../components/status-tag';
import { UblBatchZipButton } from '../../../components/ubl-download-button';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useBatch } from '../api/get-batch';
import { BatchPrintButtons } from './batch-print-buttons';

type Row = BatchDetail['invoices'][number];

const columns: TableColumnsType<Row> = [
  { title: 'Invoice No', dataIndex: 'invoiceNo', render: (no: string, r) => <Link to={`/invoice/detail/${r.id}`}>{no}</Link> },
  { title: 'Invoice Date', dataIndex: 'invoiceDate', width: 120, render: (d: string | null) => formatDate(d) },
  { title: 'Tax No', dataIndex: 'taxNo', width: 190, render: (t: string | null) => t ?? '-' },
  { title: 'Tax Date', dataIndex: 'taxDate', width: 120, render: (d: string | null) => formatDate(d) },
  { title: 'Amount', dataIndex: 'amount', width: 160, align: 'right', render: (a: string) => <Amount value={a} /> },
  { title: 'Status', dataIndex: 'status', width: 110, render: (s: string) => <StatusTag status={s} /> },
];

/** `/#/batch/detail/{batchId}` (batch summary). */
export function BatchDetailPage() {
  const id = Number(useParams().batchId);
  const navigate = useNavigate();
  const query = useBatch(id);
  const page = useFormPage();
  const finance = useSession()?.user.typeUser === 'ORACLE';
  return (
    <DetailPage
      query={query}
      invalid={!Number.isInteger(id) || id <= 0}
      notFound={{ title: 'Batch not found', back: { to: '/batch/list', label: 'Back to Batch List' } }}
      skeletonRows={8}
    >
      {(batch) => (
        <FormPage page={page}>
          <Card size="small">
            <Descriptions
              size="small"
              column={{ xs: 1, md: 2, xl: 4 }}
              items={[
                { key: 'vendor', label: 'Vendor', children: batch.vendorName },
                { key: 'company', label: 'Company', children: `${batch.company} (${batch.instance})` },
                { key: 'batch', label: 'Batch No', children: <strong>{batch.batchNo}</strong> },
                { key: 'status', label: 'Status', children: <StatusTag status={batch.status} /> },
                { key: 'submitted', label: 'Submitted', children: formatDate(batch.submittedAt) || '-' },
                { key: 'count', label: 'Invoices', children: batch.invoiceCount },
                { key: 'amount', label: 'Amount', children: <Amount value={batch.amount} strong /> },
              ]}
            />
          </Card>
          <Card size="small" title="Invoices" styles={{ body: { padding: 0 } }}>
            <Table<Row>
              rowKey="id"
              size="small"
              columns={columns}
              dataSource={batch.invoices}
              pagination={false}
              scroll={{ x: 820 }}
              summary={() => (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={4}>
                    <strong>Total</strong>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={1} align="right">
                    <Amount value={batch.amount} strong />
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={2} />
                </Table.Summary.Row>
              )}
            />
          </Card>
          <Flex justify="space-between" wrap gap={8}>
            <Button onClick={() => void navigate('/batch/list')}>Back</Button>
            <Flex gap={8} wrap>
              {finance ? <UblBatchZipButton batchId={batch.id} batchNo={batch.batchNo} onError={page.showErrors} /> : null}
              <BatchPrintButtons batchId={batch.id} onError={page.showErrors} />
            </Flex>
          </Flex>
        </FormPage>
      )}
    </DetailPage>
  );
}
