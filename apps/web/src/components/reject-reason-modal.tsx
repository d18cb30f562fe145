import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { REVIEW_LIMITS, validateRejectReason } from '@faktura/domain';
import { FormPageAlerts, useFormPage } from './form-page';
import { t } from '../i18n';

type Props = { open: boolean; busy: boolean; title?: string; onCancel: () => void; onReject: (reason: string) => Promise<void> };

/**
 * Reject (or decline) with a reason (finance detail and review screens): "Reason must be filled" before anything
 * is sent; a refusal from the server shows in the modal.
 */
export function RejectReasonModal({ open, busy, title = t('supplier.shared.rejectInvoice'), onCancel, onReject }: Props) {
  const [reason, setReason] = useState('');
  const page = useFormPage({ scroll: false });
  const ok = async () => {
    if (!page.validate(validateRejectReason(reason))) return;
    try {
      await onReject(reason.trim());
    } catch (error) {
      page.showFailure(error);
    }
  };
  return (
    <Modal
      title={title}
      open={open}
      okText={t('supplier.shared.reject')}
      okButtonProps={{ danger: true, loading: busy }}
      onOk={() => void ok()}
      onCancel={onCancel}
      // A click beside the dialog does not throw away a reason being typed: Cancel, × or Escape close it.
      mask={{ closable: false }}
      destroyOnHidden
    >
      <FormPageAlerts page={page} />
      <Form layout="vertical" component="div">
        <Form.Item label={t('supplier.shared.reason')} htmlFor="reject-reason-text" required>
          <Input.TextArea id="reject-reason-text" rows={4} maxLength={REVIEW_LIMITS.reason} value={reason} onChange={(e) => setReason(e.target.value)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
