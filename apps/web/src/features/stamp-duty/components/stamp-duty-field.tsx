import { Alert, Form, Input, Typography } from 'antd';
import { E_METERAI_SERIAL_LENGTH, STAMP_DUTY_MESSAGES, eMeteraiSerialProblem, stampDutyApplies, stampDutyWarning } from '@faktura/domain';

type Props = {
  /** The invoice's total as the form previews it (the threshold applies to it). */
  total: string | null;
  currencyCode: string;
  /** The serial as typed (the form's `eMeteraiSerial` value). */
  serial: string;
  readOnly: boolean;
  /** The field's id (the non-PO and PO forms each have one). */
  id: string;
  /** Say the warning here: a new invoice (a saved one has the server's warning above the form). */
  warn: boolean;
};

/**
 * The e-Meterai serial of an invoice above Rp 5,000,000 (decision 027), inside an antd form as
 * field `eMeteraiSerial`; nothing below the threshold or in another currency. A missing serial is a
 * warning, never a block; a serial of another shape is refused by the form's rules (the same
 * message as the server's).
 */
export function StampDutyField({ total, currencyCode, serial, readOnly, id, warn }: Props) {
  if (total === null || !stampDutyApplies(total, currencyCode)) return null;
  const warning = stampDutyWarning({ total, currencyCode, serial, hasStampedDocument: false });
  return (
    <div>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {STAMP_DUTY_MESSAGES.fieldHelp}
      </Typography.Paragraph>
      <Form.Item
        label={STAMP_DUTY_MESSAGES.fieldLabel}
        name="eMeteraiSerial"
        htmlFor={id}
        rules={[
          {
            validator: (_, value: string | undefined) =>
              eMeteraiSerialProblem(value) ? Promise.reject(new Error(eMeteraiSerialProblem(value)!)) : Promise.resolve(),
          },
        ]}
        style={{ marginBottom: 8 }}
      >
        <Input id={id} readOnly={readOnly} inputMode="numeric" maxLength={E_METERAI_SERIAL_LENGTH + 8} placeholder="22 digits" autoComplete="off" />
      </Form.Item>
      {warn && warning ? <Alert type="warning" showIcon title={warning} /> : null}
    </div>
  );
}
