import { Flex, Spin, Typography, Upload } from 'antd';
import { FileSearchOutlined } from '@ant-design/icons';
import { INTAKE_MESSAGES, type IntakeResult } from '@faktura/domain';
import { Icon } from '../../../components/icon';
import { errorMessages } from '../../../lib/api-client';
import { useReadIntake } from '../api/read-intake';
import { t } from '../../../i18n';

type Props = { onRead: (result: IntakeResult) => void; onError: (messages: string[]) => void };

const ACCEPT = '.xml,.pdf';
const accepted = (name: string) => /\.(xml|pdf)$/i.test(name);

/**
 * "Read from e-invoice file": drop or choose a UBL invoice (.xml) or a Factur-X / ZUGFeRD PDF;
 * the server reads it, matches it to the open received lines and answers the filled form. A
 * refused file shows the server's own message.
 */
export function IntakeDropZone({ onRead, onError }: Props) {
  const read = useReadIntake();
  const send = (file: File) => {
    if (!accepted(file.name)) {
      onError([INTAKE_MESSAGES.extension]);
      return;
    }
    read.mutate(file, { onSuccess: onRead, onError: (error) => onError(errorMessages(error)) });
  };
  return (
    <Upload.Dragger
      accept={ACCEPT}
      multiple={false}
      showUploadList={false}
      disabled={read.isPending}
      beforeUpload={(file) => {
        send(file);
        return false;
      }}
    >
      <Flex vertical align="center" gap={4} style={{ padding: '4px 12px' }}>
        {read.isPending ? <Spin size="small" /> : <Icon of={FileSearchOutlined} style={{ fontSize: 24 }} />}
        <Typography.Text strong>{t('supplier.intake.title')}</Typography.Text>
        <Typography.Text type="secondary">{t('supplier.intake.hint')}</Typography.Text>
      </Flex>
    </Upload.Dragger>
  );
}
