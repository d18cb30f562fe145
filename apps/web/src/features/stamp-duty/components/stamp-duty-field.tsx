import { useState } from 'react';
import { Alert, Form, Input, Select, Typography } from 'antd';
import { E_METERAI_SERIAL_LENGTH, STAMP_DUTY_MESSAGES, eMeteraiSerialProblem, stampDutyApplies, stampDutyWarning, type Attachment } from '@faktura/domain';
import { errorMessages } from '../../../lib/api-client';
import { t, translateMessage } from '../../../i18n';

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
  /** The invoice's files: one of them may be the stamped document instead of a serial. */
  attachments: Attachment[];
  /** Marks or unmarks a file on the server; absent when the files cannot change. */
  mark?: (attachment: Attachment, stamped: boolean) => Promise<Attachment>;
  /** A file as the server now has it (its mark changed). */
  onMarked: (attachment: Attachment) => void;
  onError: (messages: string[]) => void;
};

/**
 * The e-Meterai serial of an invoice above Rp 5,000,000 (decision 027), inside an antd form as
 * field `eMeteraiSerial`; nothing below the threshold or in another currency. A missing serial is a
 * warning, never a block; a serial of another shape is refused by the form's rules (the same
 * message as the server's).
 */
export function StampDutyField({ total, currencyCode, serial, readOnly, id, warn, attachments, mark, onMarked, onError }: Props) {
  const [marking, setMarking] = useState(false);
  if (total === null || !stampDutyApplies(total, currencyCode)) return null;
  const stamped = attachments.find((a) => a.stamped);
  const warning = stampDutyWarning({ total, currencyCode, serial, hasStampedDocument: !!stamped });
  // One file is the stamped document: choosing another unmarks the one before.
  const choose = async (fileId: number | undefined) => {
    if (!mark) return;
    setMarking(true);
    try {
      if (stamped && stamped.id !== fileId) onMarked(await mark(stamped, false));
      const chosen = attachments.find((a) => a.id === fileId);
      if (chosen && !chosen.stamped) onMarked(await mark(chosen, true));
    } catch (error) {
      onError(errorMessages(error));
    } finally {
      setMarking(false);
    }
  };
  return (
    <div>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {translateMessage(STAMP_DUTY_MESSAGES.fieldHelp)}
      </Typography.Paragraph>
      <Form.Item
        label={translateMessage(STAMP_DUTY_MESSAGES.fieldLabel)}
        name="eMeteraiSerial"
        htmlFor={id}
        rules={[
          {
            validator: (_, value: string | undefined) =>
              eMeteraiSerialProblem(value) ? Promise.reject(new Error(translateMessage(eMeteraiSerialProblem(value)!))) : Promise.resolve(),
          },
        ]}
        style={{ marginBottom: 8 }}
      >
        <Input
          id={id}
          readOnly={readOnly}
          inputMode="numeric"
          maxLength={E_METERAI_SERIAL_LENGTH + 8}
          placeholder={t('finance.stampDuty.serialPlaceholder')}
          autoComplete="off"
        />
      </Form.Item>
      {attachments.length ? (
        <Form.Item label={translateMessage(STAMP_DUTY_MESSAGES.stampedFileLabel)} htmlFor={`${id}-file`} style={{ marginBottom: 8 }}>
          <Select
            id={`${id}-file`}
            allowClear
            value={stamped?.id}
            placeholder={translateMessage(STAMP_DUTY_MESSAGES.stampedFilePlaceholder)}
            options={attachments.map((a) => ({ value: a.id, label: a.filename }))}
            disabled={readOnly || !mark}
            loading={marking}
            onChange={(fileId: number | undefined) => void choose(fileId)}
          />
        </Form.Item>
      ) : null}
      {warn && warning ? <Alert type="warning" showIcon title={translateMessage(warning)} /> : null}
    </div>
  );
}
