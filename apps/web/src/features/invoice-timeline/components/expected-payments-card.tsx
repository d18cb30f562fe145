import { queryOptions, useQuery } from '@tanstack/react-query';
import { Alert, Card, List, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { invoiceDetailPath, invoiceTimelineApi } from '@faktura/domain';
import { callApi, errorMessages } from '../../../lib/api-client';
import { QUERY_ROOTS } from '../../../lib/query-keys';
import { paymentTexts } from '../../../lib/payment-texts';
import { t } from '../../../i18n';

/** The card's query, which the dashboard's loader also fills before the screen draws. */
export const expectedPaymentsQueryOptions = () =>
  queryOptions({
    queryKey: [...QUERY_ROOTS.invoices, 'expected-payments'] as const,
    queryFn: ({ signal }) => callApi(invoiceTimelineApi.upcoming, { signal }),
  });

/** Dashboard: the next few expected payments (amount and date) of the supplier's approved invoices. */
export function ExpectedPaymentsCard() {
  const query = useQuery(expectedPaymentsQueryOptions());
  return (
    <Card size="small" title={t('expectedPayments.title')} data-testid="expected-payments">
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : query.isError ? (
        <Alert type="warning" showIcon title={errorMessages(query.error).join(' ')} />
      ) : query.data.items.length === 0 ? (
        <Typography.Text type="secondary">{t('expectedPayments.noneExpected')}</Typography.Text>
      ) : (
        <List
          size="small"
          dataSource={query.data.items}
          renderItem={(p) => (
            <List.Item key={p.invoiceId}>
              <Link to={invoiceDetailPath({ id: p.invoiceId, invoiceType: p.invoiceType, instance: p.instance, orgId: p.orgId, vendorId: p.vendorId })}>
                {p.invoiceNo}
              </Link>
              <Typography.Text>{paymentTexts.expectedOn(p.currency, p.amount, p.expectedDate)}</Typography.Text>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
