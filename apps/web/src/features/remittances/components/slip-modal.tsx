import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { validateWithholdingSlip } from '@faktura/domain';
import { DateField } from '../../../components/date-field';
import { FormPageAlerts, useFormPage } from '../../../components/form-page';
import { useRecordSlip } from '../api/remittances';
import { t } from '../../../i18n/translate';

type Line = { invoiceNum: string; portalInvoiceId: number; slipNumber: string | null; slipDate: string | null };

/** Finance records (or changes) the withholding slip of one invoice on the advice: number required, date optional. */
export function SlipModal({ line, onClose, onSaved }: { line: Line; onClose: () => void; onSaved: (message: string) => void }) {
  const [slipNo, setSlipNo] = useState(line.slipNumber ?? '');
  const [slipDate, setSlipDate] = useState(line.slipDate ?? '');
  const page = useFormPage({ scroll: false });
  const save = useRecordSlip();
  const ok = async () => {
    const form = { slipNo, slipDate };
    if (!page.validate(validateWithholdingSlip(form))) return;
    try {
      await save.mutateAsync({ invoiceId: line.portalInvoiceId, form: { slipNo: slipNo.trim(), slipDate } });
      onSaved(t('reports.remittances.slipSaved', { invoiceNum: line.invoiceNum }));
    } catch (error) {
      page.showFailure(error);
    }
  };
  return (
    <Modal
      title={t('reports.remittances.slipTitle', { invoiceNum: line.invoiceNum })}
      open
      okText={t('reports.remittances.save')}
      okButtonProps={{ loading: save.isPending }}
      onOk={() => void ok()}
      onCancel={onClose}
      destroyOnHidden
    >
      <FormPageAlerts page={page} />
      <Form layout="vertical" component="div">
        <Form.Item label={t('reports.remittances.slipNumber')} htmlFor="slip-number" required>
          <Input id="slip-number" maxLength={60} value={slipNo} onChange={(e) => setSlipNo(e.target.value)} />
        </Form.Item>
        <Form.Item label={t('reports.remittances.slipDate')} htmlFor="slip-date">
          <DateField id="slip-date" value={slipDate} onChange={setSlipDate} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
