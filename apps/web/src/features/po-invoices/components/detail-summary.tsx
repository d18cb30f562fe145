import { Alert, Descriptions } from 'antd';
import { Link } from 'react-router';
import { normaliseStatus, type PoInvoiceDetail } from '@faktura/domain';
import { StatusTag } from '../../../components/status-tag';
import { WarningAlerts } from '../../../components/warning-alerts';
import { DuplicateWarnings } from '../../duplicates';
import { t } from '../../../i18n/translate';

/** Who and where at a glance: supplier, company, status, batch; the reason when rejected; the server's warnings. */
export function DetailSummary({ detail }: { detail: PoInvoiceDetail }) {
  return (
    <>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2, xl: 4 }}
        items={[
          { key: 'vendor', label: t('invoiceDetail.supplier'), children: detail.vendorName },
          { key: 'company', label: t('invoiceDetail.company'), children: `${detail.company} (${detail.instance})` },
          { key: 'status', label: t('invoiceDetail.status'), children: <StatusTag status={detail.status} /> },
          {
            key: 'batch',
            label: t('invoiceDetail.batchNo'),
            children: detail.batchId && detail.batchNo ? <Link to={`/batch/detail/${detail.batchId}`}>{detail.batchNo}</Link> : '-',
          },
        ]}
      />
      {normaliseStatus(detail.status) === 'REJECTED' ? (
        <Alert type="warning" showIcon title={t('invoiceDetail.rejected')} description={detail.reason || t('invoiceDetail.noReason')} />
      ) : null}
      <WarningAlerts warnings={detail.warnings} />
      <DuplicateWarnings invoiceId={detail.id} />
    </>
  );
}
