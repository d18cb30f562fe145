import { Card, Descriptions } from 'antd';
import type { NonPoInvoiceDetail } from '@faktura/domain';
import { StatusTag } from '../../../components/status-tag';

/** Who and where at a glance: invoice type, supplier, company, status, batch. */
export function NonPoSummary({ detail }: { detail: NonPoInvoiceDetail }) {
  return (
    <Card size="small">
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2, xl: 5 }}
        items={[
          { key: 'type', label: 'Invoice Type', children: detail.kind === 'PROXY' ? 'INVOICE PROXY' : 'INVOICE NON PO' },
          { key: 'vendor', label: 'Supplier', children: detail.vendorName },
          { key: 'company', label: 'Company', children: `${detail.company} (${detail.instance})` },
          { key: 'status', label: 'Status', children: <StatusTag status={detail.status} /> },
          { key: 'batch', label: 'Batch No', children: detail.batchNo ?? '-' },
        ]}
      />
    </Card>
  );
}
