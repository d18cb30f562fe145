import { Card, Descriptions } from 'antd';
import type { NonPoInvoiceDetail } from '@faktura/domain';
import { StatusTag } from '../../../components/status-tag';
import { t } from '../../../i18n/translate';

/** Who and where at a glance: invoice type, supplier, company, status, batch. */
export function NonPoSummary({ detail }: { detail: NonPoInvoiceDetail }) {
  return (
    <Card size="small">
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2, xl: 5 }}
        items={[
          { key: 'type', label: t('invoiceDetail.invoiceType'), children: detail.kind === 'PROXY' ? 'INVOICE PROXY' : 'INVOICE NON PO' },
          { key: 'vendor', label: t('invoiceDetail.supplier'), children: detail.vendorName },
          { key: 'company', label: t('invoiceDetail.company'), children: `${detail.company} (${detail.instance})` },
          { key: 'status', label: t('invoiceDetail.status'), children: <StatusTag status={detail.status} /> },
          { key: 'batch', label: t('invoiceDetail.batchNo'), children: detail.batchNo ?? '-' },
        ]}
      />
    </Card>
  );
}
