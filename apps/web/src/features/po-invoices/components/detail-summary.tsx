import { Alert, Descriptions } from 'antd';
import { Link } from 'react-router';
import { normaliseStatus, type PoInvoiceDetail } from '@faktura/domain';
import { StatusTag } from '../../../components/status-tag';
import { WarningAlerts } from '../../../components/warning-alerts';
import { DuplicateWarnings } from '../../duplicates';

/** Who and where at a glance: supplier, company, status, batch; the reason when rejected; the server's warnings. */
export function DetailSummary({ detail }: { detail: PoInvoiceDetail }) {
  return (
    <>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2, xl: 4 }}
        items={[
          { key: 'vendor', label: 'Supplier', children: detail.vendorName },
          { key: 'company', label: 'Company', children: `${detail.company} (${detail.instance})` },
          { key: 'status', label: 'Status', children: <StatusTag status={detail.status} /> },
          {
            key: 'batch',
            label: 'Batch No',
            children: detail.batchId && detail.batchNo ? <Link to={`/batch/detail/${detail.batchId}`}>{detail.batchNo}</Link> : '-',
          },
        ]}
      />
      {normaliseStatus(detail.status) === 'REJECTED' ? (
        <Alert type="warning" showIcon title="Rejected" description={detail.reason || 'No reason was given.'} />
      ) : null}
      <WarningAlerts warnings={detail.warnings} />
      <DuplicateWarnings invoiceId={detail.id} />
    </>
  );
}
