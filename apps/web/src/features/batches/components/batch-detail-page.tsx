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
import { t } from '../../../i18n';
import { wideTable } from '../../../components/wide-table';

type Row = BatchDetail['invoices'][number];

// Built when drawn: the headings are in the language chosen then.
const columns = (): TableColumnsType<Row> => [
  { title: t('supplier.batchDetail.invoiceNo'), dataIndex: 'invoiceNo', render: (no: string, r) => <Link to={`/invoice/detail/${r.id}`}>{no}</Link> },
  { title: t('supplier.batchDetail.invoiceDate'), dataIndex: 'invoiceDate', width: 120, render: (d: string | null) => formatDate(d) },
  { title: t('supplier.batchDetail.taxNo'), dataIndex: 'taxNo', width: 190, render: (no: string | null) => no ?? '-' },
  { title: t('supplier.batchDetail.taxDate'), dataIndex: 'taxDate', width: 120, render: (d: string | null) => formatDate(d) },
  { title: t('supplier.batchDetail.amount'), dataIndex: 'amount', width: 160, align: 'right', render: (a: string) => <Amount value={a} /> },
  { title: t('supplier.batchDetail.status'), dataIndex: 'status', width: 110, render: (s: string) => <StatusTag status={s} /> },
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
      notFound={{ title: t('supplier.batchDetail.notFound'), back: { to: '/batch/list', label: t('supplier.batchDetail.backToList') } }}
      skeletonRows={8}
    >
      {(batch) => (
        <FormPage page={page}>
          <Card size="small">
            <Descriptions
              size="small"
              column={{ xs: 1, md: 2, xl: 4 }}
              items={[
                { key: 'vendor', label: t('supplier.batchDetail.vendor'), children: batch.vendorName },
                { key: 'company', label: t('supplier.batchDetail.company'), children: `${batch.company} (${batch.instance})` },
                { key: 'batch', label: t('supplier.batchDetail.batchNo'), children: <strong>{batch.batchNo}</strong> },
                { key: 'status', label: t('supplier.batchDetail.status'), children: <StatusTag status={batch.status} /> },
                { key: 'submitted', label: t('supplier.batchDetail.submitted'), children: formatDate(batch.submittedAt) || '-' },
                { key: 'count', label: t('supplier.batchDetail.invoices'), children: batch.invoiceCount },
                { key: 'amount', label: t('supplier.batchDetail.amount'), children: <Amount value={batch.amount} strong /> },
              ]}
            />
          </Card>
          <Card size="small" title={t('supplier.batchDetail.invoices')} styles={{ body: { padding: 0 } }}>
            <Table<Row>
              rowKey="id"
              size="small"
              columns={columns()}
              dataSource={batch.invoices}
              pagination={false}
              {...wideTable(820)}
              summary={() => (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={4}>
                    <strong>{t('supplier.batchDetail.total')}</strong>
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
            <Button onClick={() => void navigate('/batch/list')}>{t('supplier.batchDetail.back')}</Button>
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
