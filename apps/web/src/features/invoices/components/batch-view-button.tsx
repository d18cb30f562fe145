import { Button, Tooltip } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { Icon } from '../../../components/icon';
import { useNavigate } from 'react-router';
import type { InvoiceSummary } from '@faktura/domain';
import { t } from '../../../i18n';

/** Invoice lists: a batched invoice's view button opens the batch summary. */
export function BatchViewButton({ invoice }: { invoice: InvoiceSummary }) {
  const navigate = useNavigate();
  if (!invoice.batchNo || !invoice.batchId) return <span style={{ color: '#666' }}>-</span>;
  const { batchNo, batchId } = invoice;
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {batchNo}
      <Tooltip title={t('supplier.batchDetail.viewBatch')}>
        <Button
          type="link"
          size="small"
          icon={<Icon of={EyeOutlined} />}
          aria-label={t('supplier.batchDetail.viewBatchNo', { batchNo })}
          onClick={() => void navigate(`/batch/detail/${batchId}`)}
        />
      </Tooltip>
    </span>
  );
}
