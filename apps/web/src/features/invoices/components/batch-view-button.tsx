import { useState } from 'react';
import { Button, Tooltip } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { InvoiceSummary } from '@faktura/domain';
import { errorMessages } from '../../../lib/api-client';
import { findBatchId } from '../api/find-batch-id';

/** Spec screen 11: a batched invoice's view button opens the batch summary. */
export function BatchViewButton({ invoice, onError }: { invoice: InvoiceSummary; onError: (messages: string[]) => void }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  if (!invoice.batchNo) return <span style={{ color: '#bfbfbf' }}>-</span>;
  const batchNo = invoice.batchNo;
  const open = async () => {
    setBusy(true);
    try {
      const id = await findBatchId(batchNo, invoice);
      if (id) await navigate(`/batch/detail/${id}`);
      else onError([`Batch ${batchNo} was not found`]);
    } catch (error) {
      onError(errorMessages(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {batchNo}
      <Tooltip title="View batch">
        <Button type="link" size="small" icon={<EyeOutlined />} loading={busy} aria-label={`View batch ${batchNo}`} onClick={() => void open()} />
      </Tooltip>
    </span>
  );
}
