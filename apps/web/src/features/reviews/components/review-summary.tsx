import { Card, Descriptions } from 'antd';
import type { ReviewView } from '@faktura/domain';
import { Amount } from '../../../components/amount';
import { StatusTag } from '../../../components/status-tag';
import { formatDateTime } from '../../../lib/format';

/** What the review cannot change: who, which invoice, its amounts, status, verification and any rejection reason. */
export function ReviewSummary({ view }: { view: ReviewView }) {
  return (
    <Card size="small" title={`${view.kind === 'PROXY' ? 'Invoice Proxy' : 'Invoice Non PO'} ${view.invoiceNo}`} extra={<StatusTag status={view.status} />}>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2, xl: 3 }}
        items={[
          { key: 'company', label: 'Company', children: view.company },
          { key: 'supplier', label: 'Supplier', children: view.vendorName },
          { key: 'batch', label: 'Batch No', children: view.batchNo ?? '-' },
          { key: 'tax', label: 'Tax Invoice No', children: view.taxNo ?? '-' },
          { key: 'currency', label: 'Currency', children: view.currencyCode },
          { key: 'verified', label: 'Verified', children: view.verifiedAt ? formatDateTime(view.verifiedAt) : 'Not verified' },
          { key: 'amount', label: 'Amount', children: <Amount value={view.invoiceAmount} /> },
          { key: 'ppn', label: 'PPn', children: <Amount value={view.taxAmount} /> },
          { key: 'total', label: 'Total Invoice', children: <Amount value={view.totalAmount} strong /> },
          { key: 'description', label: 'Description', span: 'filled', children: view.description || '-' },
          ...(view.reason ? [{ key: 'reason', label: 'Reason', span: 'filled' as const, children: view.reason }] : []),
        ]}
      />
    </Card>
  );
}
