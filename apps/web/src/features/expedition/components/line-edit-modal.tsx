import { Col, Form, Input, Modal, Row } from 'antd';
import {
  EXPEDITION_LIMITS,
  EXPEDITION_MESSAGES,
  expeditionAmounts,
  FEE_FIELDS,
  readCharge,
  validateExpeditionLineUpdate,
  type ExpeditionLine,
  type FeeField,
} from '@faktura/domain';
import { formatMoney } from '../../../lib/format';
import { DateField } from '../../../components/date-field';
import { FormPageAlerts, formValues, useFormPage } from '../../../components/form-page';
import { useUpdateExpeditionLine } from '../api/update-expedition-line';
import { t, translateMessage } from '../../../i18n';

type Values = { revisedQuantity: string; unitPrice: string; invoiceNo: string; invoiceDate: string; taxNo: string; taxDate: string } & Record<FeeField, string>;

const FEE_LABELS: Record<FeeField, string> = {
  packing: 'Biaya Packing',
  inap: 'Biaya Inap',
  bongkarMuat: 'Biaya Bongkar Muat',
  surcharge: 'Surgcharge',
  thr: 'Biaya THR',
  insentif: 'Biaya Insentif',
  lain: 'Biaya Lain',
};
type NumberField = { name: 'revisedQuantity' | 'unitPrice' | FeeField; label: string; kind: 'money' | 'quantity' };
const NUMBER_FIELDS: NumberField[] = [
  { name: 'revisedQuantity', label: 'Revisi Jumlah COLLY/KG', kind: 'quantity' },
  { name: 'unitPrice', label: 'Harga Satuan', kind: 'money' },
  ...FEE_FIELDS.map((f): NumberField => ({ name: f, label: FEE_LABELS[f], kind: 'money' })),
];

const valuesOf = (line: ExpeditionLine): Values =>
  ({
    revisedQuantity: line.revisedQuantity,
    unitPrice: line.unitPrice,
    ...Object.fromEntries(FEE_FIELDS.map((f) => [f, line[f]])),
    invoiceNo: line.invoiceNo ?? '',
    invoiceDate: line.invoiceDate ?? '',
    taxNo: line.taxNo ?? '',
    taxDate: line.taxDate ?? '',
  }) as Values;

/** The values as the API takes them, or the fields that are not numbers. */
function readValues(v: Values): { charges: Record<string, string> | null; messages: string[] } {
  const charges: Record<string, string> = {};
  const messages: string[] = [];
  for (const { name, label, kind } of NUMBER_FIELDS) {
    const read = readCharge(v[name] ?? '', kind);
    if (read === null) messages.push(EXPEDITION_MESSAGES.invalidNumber(label));
    else charges[name] = read;
  }
  return { charges: messages.length ? null : charges, messages };
}

type Props = { line: ExpeditionLine; vendorId?: number; onClose: () => void; onSaved: (message: string) => void };

/**
 * The REFERENCE modal of Proses Tagihan: the line's charges and invoice, with Tagihan Ekspedisi and
 * Total Tagihan Ekspedisi computed as the user types (the domain's exact formula; the
 * server computes them again). UPDATE saves, CANCEL closes.
 */
export function LineEditModal({ line, vendorId, onClose, onSaved }: Props) {
  const [form] = Form.useForm<Values>();
  const page = useFormPage({ scroll: false, onReload: onClose });
  const update = useUpdateExpeditionLine();
  const watched = Form.useWatch([], form) ?? valuesOf(line);
  const { charges } = readValues({ ...valuesOf(line), ...watched });
  const amounts = charges ? expeditionAmounts(charges as Parameters<typeof expeditionAmounts>[0]) : null;

  const save = () => {
    const values = { ...valuesOf(line), ...formValues(form) };
    const read = readValues(values);
    if (!page.validate([...read.messages, ...validateExpeditionLineUpdate(values)]) || !read.charges) return;
    const body = {
      orgId: line.orgId,
      instance: line.instance,
      vendorId: vendorId ?? 0,
      awbLineId: line.awbLineId,
      revision: line.revision,
      ...values,
      ...read.charges,
    };
    update.mutate(body, { onSuccess: () => onSaved(translateMessage(EXPEDITION_MESSAGES.updated)), onError: page.showFailure });
  };

  const readOnly = (id: string, label: string, value: string | null) => (
    <Form.Item label={label} htmlFor={id}>
      <Input id={id} value={value === null ? '-' : formatMoney(value)} readOnly variant="filled" style={{ textAlign: 'right' }} />
    </Form.Item>
  );
  return (
    <Modal
      open
      title={t('master.expedition.reference', { reference: line.reference })}
      okText={t('master.expedition.update')}
      cancelText={t('master.expedition.cancel')}
      onOk={save}
      onCancel={onClose}
      confirmLoading={update.isPending}
      width={820}
      destroyOnHidden
    >
      <div style={{ marginBottom: 12 }}>
        <FormPageAlerts page={page} />
      </div>
      <Form<Values> form={form} layout="vertical" initialValues={valuesOf(line)} component="div" disabled={line.status === 'SUBMITTED'}>
        <Row gutter={16}>
          {NUMBER_FIELDS.slice(0, 2).map(({ name, label }) => (
            <Col xs={24} md={8} key={name}>
              <Form.Item label={label} name={name} htmlFor={`exp-${name}`}>
                <Input id={`exp-${name}`} inputMode="decimal" style={{ textAlign: 'right' }} />
              </Form.Item>
            </Col>
          ))}
          <Col xs={24} md={8}>
            {readOnly('exp-freight', 'Tagihan Ekspedisi', amounts?.freightCharge ?? null)}
          </Col>
          {NUMBER_FIELDS.slice(2).map(({ name, label }) => (
            <Col xs={24} md={6} key={name}>
              <Form.Item label={label} name={name} htmlFor={`exp-${name}`}>
                <Input id={`exp-${name}`} inputMode="decimal" style={{ textAlign: 'right' }} />
              </Form.Item>
            </Col>
          ))}
          <Col xs={24} md={6}>
            <Form.Item label="No Invoice" name="invoiceNo" htmlFor="exp-invoice-no" required>
              <Input id="exp-invoice-no" maxLength={EXPEDITION_LIMITS.invoiceNo} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label="Tanggal Invoice" name="invoiceDate" htmlFor="exp-invoice-date" required>
              <DateField id="exp-invoice-date" />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label="No Faktur Pajak" name="taxNo" htmlFor="exp-tax-no">
              <Input id="exp-tax-no" maxLength={EXPEDITION_LIMITS.taxNo} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label="Tanggal Faktur Pajak" name="taxDate" htmlFor="exp-tax-date" required>
              <DateField id="exp-tax-date" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            {readOnly('exp-total', 'Total Tagihan Ekspedisi', amounts?.totalCharge ?? null)}
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
