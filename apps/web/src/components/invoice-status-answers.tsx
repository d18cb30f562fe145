import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Skeleton, Table, Tag, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { invoiceResponsesApi, type InvoiceResponse, type InvoiceResponseList, type SupplierStatusCode } from '@faktura/domain';
import { formatDate } from '../lib/format';
import { callApi, endpointUrl, errorMessages } from '../lib/api-client';
import { useDownload } from '../lib/use-download';
import { responseStep, statusReason } from '../lib/status-reasons';
import { QUERY_ROOTS } from '../lib/query-keys';
import { Icon } from './icon';
import { t } from '../i18n/translate';

/** The tag colour of each supplier status: done green, refused red, waiting on the supplier orange. */
const COLOUR: Record<SupplierStatusCode, string> = {
  AB: 'blue',
  IP: 'processing',
  UQ: 'warning',
  CA: 'warning',
  RE: 'error',
  AP: 'success',
  PD: 'success',
};

/** Query key of an invoice's supplier status and answers (under the invoices root, so refreshing the invoices refreshes it). */
export const invoiceResponsesKey = (invoiceId: number) => [...QUERY_ROOTS.invoices, 'responses', invoiceId] as const;

/** The status in the chosen language by its code (the English catalogue equals SUPPLIER_STATUS_LABELS); `label` is the server's English. */
export function SupplierStatusTag({ code, label }: { code: SupplierStatusCode; label: string }) {
  const text = code in COLOUR ? t(`reports.supplierStatus.${code}`) : label;
  return (
    <Tag color={COLOUR[code]} style={{ marginInlineEnd: 0 }}>
      {text} ({code})
    </Tag>
  );
}

function StatusLine({ data }: { data: InvoiceResponseList }) {
  const { status } = data;
  if (!status) return <Typography.Text type="secondary">{t('statusAnswers.draft')}</Typography.Text>;
  return (
    <Flex vertical gap={4}>
      <span>
        <SupplierStatusTag code={status.code} label={status.label} />
      </span>
      {status.reason ? (
        <Typography.Text>
          {status.fixedBy ? <strong>{status.fixedBy === 'SUPPLIER' ? t('statusAnswers.fixedBySupplier') : t('statusAnswers.fixedByBuyer')}: </strong> : null}
          {statusReason(status.reason)}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

function DownloadButton({ invoiceId, item, onError }: { invoiceId: number; item: InvoiceResponse; onError: (messages: string[]) => void }) {
  const { busy, download: fetchFile } = useDownload(onError);
  const download = () =>
    fetchFile(endpointUrl(invoiceResponsesApi.xml, { params: { invoiceId, responseId: item.id } }), `invoice-response-${invoiceId}-${item.id}.xml`);
  return (
    <Button
      size="small"
      icon={<Icon of={DownloadOutlined} />}
      loading={busy}
      aria-label={t('statusAnswers.downloadLabel', { code: item.code, date: formatDate(item.date) })}
      onClick={() => void download()}
    >
      {t('statusAnswers.download')}
    </Button>
  );
}

/**
 * The supplier-facing status of an invoice (its Peppol Invoice Response code and the reason in
 * words) and, when it came in as a structured file, the answers the buyer gives it, each
 * downloadable as its UBL ApplicationResponse. Shown under the invoice on its detail screens.
 */
export function InvoiceStatusAnswers({ invoiceId }: { invoiceId: number }) {
  const [downloadErrors, setDownloadErrors] = useState<string[]>([]);
  const query = useQuery({
    queryKey: invoiceResponsesKey(invoiceId),
    queryFn: ({ signal }) => callApi(invoiceResponsesApi.list, { query: { invoiceId }, signal }),
    staleTime: 0,
    enabled: Number.isInteger(invoiceId) && invoiceId > 0,
  });

  if (query.isPending) {
    return (
      <Card size="small" title={t('statusAnswers.statusTitle')} aria-busy="true">
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      </Card>
    );
  }
  if (query.isError) {
    return <Alert type="warning" showIcon title={t('statusAnswers.loadFailed')} description={errorMessages(query.error).join(' ')} />;
  }
  const data = query.data;
  return (
    <Flex vertical gap={16}>
      <Card size="small" title={t('statusAnswers.statusTitle')}>
        <StatusLine data={data} />
      </Card>
      {data.intake ? (
        <Card
          size="small"
          title={t('statusAnswers.answersTitle')}
          extra={<Typography.Text type="secondary">{t('statusAnswers.answering', { documentId: data.intake.documentId })}</Typography.Text>}
        >
          <Flex vertical gap={8}>
            {downloadErrors.length ? <Alert type="error" showIcon title={downloadErrors.join(' ')} /> : null}
            <Table<InvoiceResponse>
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={data.items}
              columns={[
                { title: t('statusAnswers.date'), dataIndex: 'date', render: (value: string) => formatDate(value), width: 120 },
                {
                  title: t('statusAnswers.status'),
                  dataIndex: 'code',
                  render: (_: unknown, item) => <SupplierStatusTag code={item.code} label={item.label} />,
                  width: 220,
                },
                { title: t('statusAnswers.step'), dataIndex: 'step', width: 220, render: (step: string) => responseStep(step) },
                {
                  title: t('statusAnswers.reason'),
                  dataIndex: 'reason',
                  render: (_: unknown, item) => (item.reason ? `${item.reasonCode ? `${item.reasonCode}: ` : ''}${statusReason(item.reason)}` : '-'),
                },
                {
                  title: t('statusAnswers.file'),
                  key: 'file',
                  width: 150,
                  render: (_: unknown, item) => <DownloadButton invoiceId={invoiceId} item={item} onError={setDownloadErrors} />,
                },
              ]}
            />
          </Flex>
        </Card>
      ) : null}
    </Flex>
  );
}
