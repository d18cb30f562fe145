import { Card, Descriptions } from 'antd';
import type { ReviewView } from '@faktura/domain';
import { Amount } from '../../../components/amount';
import { StatusTag } from '../../../components/status-tag';
import { formatDateTime } from '../../../lib/format';
import { t } from '../../../i18n/translate';

/** What the review cannot change: who, which invoice, its amounts, status, verification and any rejection reason. */
export function ReviewSummary({ view }: { view: ReviewView }) {
  return (
    <Card
      size="small"
      title={t(view.kind === 'PROXY' ? 'review.summary.invoiceProxy' : 'review.summary.invoiceNonPo', { invoiceNo: view.invoiceNo })}
      extra={<StatusTag status={view.status} />}
    >
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2, xl: 3 }}
        items={[
          { key: 'company', label: t('review.summary.company'), children: view.company },
          { key: 'supplier', label: t('review.summary.supplier'), children: view.vendorName },
          { key: 'batch', label: t('review.summary.batchNo'), children: view.batchNo ?? '-' },
          { key: 'tax', label: t('review.summary.taxInvoiceNo'), children: view.taxNo ?? '-' },
          { key: 'currency', label: t('review.summary.currency'), children: view.currencyCode },
          {
            key: 'verified',
            label: t('review.summary.verified'),
            children: view.verifiedAt ? formatDateTime(view.verifiedAt) : t('review.summary.notVerified'),
          },
          { key: 'amount', label: t('review.summary.amount'), children: <Amount value={view.invoiceAmount} /> },
          { key: 'ppn', label: t('review.summary.ppn'), children: <Amount value={view.taxAmount} /> },
          { key: 'total', label: t('review.summary.totalInvoice'), children: <Amount value={view.totalAmount} strong /> },
          { key: 'description', label: t('review.summary.description'), span: 'filled', children: view.description || '-' },
          ...(view.reason ? [{ key: 'reason', label: t('review.summary.reason'), span: 'filled' as const, children: view.reason }] : []),
        ]}
      />
    </Card>
  );
}
