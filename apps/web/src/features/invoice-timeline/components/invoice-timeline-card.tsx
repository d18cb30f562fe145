import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Flex, Skeleton, Timeline, Typography } from 'antd';
import { invoiceTimelineApi, type InvoiceTimeline, type TimelineStepKind } from '@faktura/domain';
import { formatDate } from '../../../lib/format';
import { SupplierStatusTag } from '../../../components/invoice-status-answers';
import { InvoiceRemittanceLinks } from '../../remittances';
import { callApi, errorMessages } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { QUERY_ROOTS } from '../../../lib/query-keys';
import { paymentTexts } from '../../../lib/payment-texts';
import { statusReason } from '../../../lib/status-reasons';
import { t } from '../../../i18n/translate';
import { stepDetail, stepLabel } from './timeline-texts';

/** A refusal's reason in the darker red the status tags use: antd's danger text (#ff4d4f) is below AA contrast on white. */
const REASON_RED = '#cf1322';

/** Under the invoices root: refreshing the invoices (after an action) refreshes the timeline. */
export const invoiceTimelineKey = (invoiceId: number) => [...QUERY_ROOTS.invoices, 'timeline', invoiceId] as const;

const COLOUR: Partial<Record<TimelineStepKind, string>> = {
  REJECTED: 'red',
  ERP_REJECTED: 'red',
  ERP_RETRYING: 'orange',
  APPROVED: 'green',
  IMPORTED: 'green',
  PAID: 'green',
  SCHEDULED: 'blue',
};

function PaymentLine({ data, paidExtra }: { data: InvoiceTimeline; paidExtra?: ReactNode }) {
  if (data.paid) {
    const p = data.paid;
    return (
      <Flex vertical gap={2} data-testid="timeline-paid">
        <Typography.Text strong>{paymentTexts.paidOn(p.currency, p.amount, p.date)}</Typography.Text>
        <Typography.Text type="secondary">{paymentTexts.paidBy(p.checkNum, p.bank)}</Typography.Text>
        {paidExtra}
      </Flex>
    );
  }
  if (data.expected) {
    const e = data.expected;
    return (
      <Flex vertical gap={2} data-testid="timeline-expected">
        <Typography.Text strong>{paymentTexts.expectedOn(e.currency, e.amount, e.expectedDate)}</Typography.Text>
        <Typography.Text type="secondary">{paymentTexts.dueOn(e.dueDate)}</Typography.Text>
      </Flex>
    );
  }
  return null;
}

/** The timeline itself, given its data: each step's label, who, when and why (tested on its own). */
export function InvoiceTimelineView({ data, paidExtra }: { data: InvoiceTimeline; paidExtra?: ReactNode }) {
  return (
    <Flex vertical gap={12}>
      <Flex gap={12} align="center" wrap>
        {data.status ? <SupplierStatusTag code={data.status.code} label={data.status.label} /> : null}
        {data.status?.reason ? <Typography.Text>{statusReason(data.status.reason)}</Typography.Text> : null}
      </Flex>
      <PaymentLine data={data} paidExtra={paidExtra} />
      {data.steps.length === 0 ? (
        <Typography.Text type="secondary">{t('timeline.empty')}</Typography.Text>
      ) : (
        <Timeline
          items={data.steps.map((step, i) => {
            const detail = stepDetail(step);
            return {
              key: i,
              color: COLOUR[step.kind] ?? 'gray',
              content: (
                <Flex vertical gap={0} data-testid="timeline-step">
                  <Typography.Text strong>{stepLabel(step)}</Typography.Text>
                  <Typography.Text type="secondary">
                    {[step.dateOnly ? formatDate(step.at) : formatDateTime(step.at), step.actor].filter(Boolean).join(' · ')}
                  </Typography.Text>
                  {step.reason ? <Typography.Text style={{ color: REASON_RED }}>{statusReason(step.reason)}</Typography.Text> : null}
                  {detail ? <Typography.Text>{detail}</Typography.Text> : null}
                </Flex>
              ),
            };
          })}
        />
      )}
    </Flex>
  );
}

/** The "Invoice timeline" card of the invoice detail screens (supplier, PIC, finance). */
export function InvoiceTimelineCard({ invoiceId }: { invoiceId: number }) {
  const query = useQuery({
    queryKey: invoiceTimelineKey(invoiceId),
    queryFn: ({ signal }) => callApi(invoiceTimelineApi.get, { params: { id: invoiceId }, signal }),
    staleTime: 0,
    enabled: Number.isInteger(invoiceId) && invoiceId > 0,
  });
  return (
    <Card size="small" title={t('timeline.title')} aria-busy={query.isPending ? 'true' : undefined} data-testid="invoice-timeline">
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      ) : query.isError ? (
        <Alert type="warning" showIcon title={t('timeline.loadError')} description={errorMessages(query.error).join(' ')} />
      ) : (
        // Paid: each payment's remittance advice (which invoices it settled, PPh withheld, net).
        <InvoiceTimelineView data={query.data} paidExtra={<InvoiceRemittanceLinks invoiceId={invoiceId} enabled={query.data.paid !== null} />} />
      )}
    </Card>
  );
}
