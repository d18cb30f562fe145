import { useState } from 'react';
import { Button, Empty, Modal, Radio, Skeleton, Space } from 'antd';
import { Link } from 'react-router';
import { BATCH_MESSAGES } from '@faktura/domain';
import { Amount } from '../../../components/amount';
import { FormPageAlerts, useFormPage } from '../../../components/form-page';
import { useAddToBatch, useDraftBatches } from '../api/add-to-batch';
import { t } from '../../../i18n';

type Props = { open: boolean; invoiceId: number; company: { orgId: number; instance: string }; onClose: () => void; onAdded: (batchNo: string) => void };

/** "Add To Batch" (PO invoice create and edit): puts this DRAFT invoice in one of the supplier's open batches. */
export function AddToBatchModal({ open, invoiceId, company, onClose, onAdded }: Props) {
  const drafts = useDraftBatches(company, open);
  const add = useAddToBatch(invoiceId);
  const [batchId, setBatchId] = useState<number | null>(null);
  const page = useFormPage({ scroll: false });

  const save = () => {
    if (!page.validate(batchId ? [] : [BATCH_MESSAGES.selectBatch]) || !batchId) return;
    add.mutate(batchId, { onSuccess: (batch) => onAdded(batch.batchNo), onError: page.showFailure });
  };
  const items = drafts.data?.items ?? [];

  return (
    <Modal
      open={open}
      title={t('supplier.addToBatch.title')}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('supplier.addToBatch.close')}
        </Button>,
        <Button key="save" type="primary" loading={add.isPending} onClick={save}>
          {t('supplier.addToBatch.save')}
        </Button>,
      ]}
    >
      <Space orientation="vertical" style={{ width: '100%' }} size={12}>
        <FormPageAlerts page={page} loadErrors={[drafts.error]} />
        {drafts.isPending ? <Skeleton active title={false} /> : null}
        {drafts.isSuccess && items.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              <span>
                {t('supplier.addToBatch.noBatchBefore')}
                <Link to="/batch/create">{t('supplier.addToBatch.createBatch')}</Link>
                {t('supplier.addToBatch.noBatchAfter')}
              </span>
            }
          />
        ) : null}
        {items.length > 0 ? (
          <Radio.Group
            aria-label={t('supplier.addToBatch.batchNumber')}
            value={batchId}
            onChange={(e) => setBatchId(e.target.value as number)}
            style={{ width: '100%' }}
          >
            <Space orientation="vertical" style={{ width: '100%' }}>
              {items.map((b) => (
                <Radio key={b.id} value={b.id}>
                  <span style={{ fontWeight: 500 }}>{b.batchNo}</span>
                  <span style={{ color: '#666', marginInlineStart: 12 }}>
                    <Amount value={b.amount} />
                  </span>
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        ) : null}
      </Space>
    </Modal>
  );
}
