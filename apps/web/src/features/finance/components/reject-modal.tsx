import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { LIFECYCLE_MESSAGES } from '@faktura/domain';
import { FormPageAlerts, useFormPage } from '../../../components/form-page';

type Props = { open: boolean; busy: boolean; onCancel: () => void; onReject: (reason: string) => Promise<void> };

/** Reject with a reason (spec screen 5): "Reason must be filled" before anything is sent. */
export function RejectModal({ open, busy, onCancel, onReject }: Props) {
  const [reason, setReason] = useState('');
  const page = useFormPage({ scroll: false });
  const ok = async () => {
    if (!page.validate(reason.trim() ? [] : [LIFECYCLE_MESSAGES.reason])) return;
    try {
      await onReject(reason.trim());
    } catch (error) {
      page.showFailure(error);
    }
  };
  return (
    <Modal
      title="Reject invoice"
      open={open}
      okText="Reject"
      okButtonProps={{ danger: true, loading: busy }}
      onOk={() => void ok()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <FormPageAlerts page={page} />
      <Form layout="vertical" component="div">
        <Form.Item label="Reason" htmlFor="reject-reason" required>
          <Input.TextArea id="reject-reason" rows={4} maxLength={2000} value={reason} onChange={(e) => setReason(e.target.value)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
