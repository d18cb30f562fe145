import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Flex, Skeleton, Typography } from 'antd';
import { fakturChecksApi } from '@faktura/domain';
import { callApi, errorMessages } from '../../../lib/api-client';
import { QUERY_ROOTS } from '../../../lib/query-keys';
import { FakturCheckView } from './faktur-check-view';
import { t } from '../../../i18n';

/** Under the invoices root: refreshing the invoices (after a save or an upload) refreshes the check. */
export const fakturCheckKey = (invoiceId: number) => [...QUERY_ROOTS.invoices, 'faktur-check', invoiceId] as const;

/** The faktur check of an invoice's PDFs on the detail and review screens (supplier, PIC, finance): what was stored with the invoice. */
export function FakturCheckCard({ invoiceId }: { invoiceId: number }) {
  const query = useQuery({
    queryKey: fakturCheckKey(invoiceId),
    queryFn: ({ signal }) => callApi(fakturChecksApi.forInvoice, { params: { id: invoiceId }, signal }),
    staleTime: 0,
    enabled: Number.isInteger(invoiceId) && invoiceId > 0,
  });
  return (
    <Card size="small" title={t('supplier.fakturCheck.cardTitle')} aria-busy={query.isPending ? 'true' : undefined} data-testid="faktur-check-card">
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : query.isError ? (
        <Alert type="warning" showIcon title={t('supplier.fakturCheck.loadError')} description={errorMessages(query.error).join(' ')} />
      ) : query.data.files.length === 0 ? (
        <Typography.Text type="secondary">{t('supplier.fakturCheck.noPdf')}</Typography.Text>
      ) : (
        <Flex vertical gap={8}>
          {query.data.files.map((f) => (
            <FakturCheckView key={f.attachmentId} result={f.result} filename={f.filename} />
          ))}
        </Flex>
      )}
    </Card>
  );
}
