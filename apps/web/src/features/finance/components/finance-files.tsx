import { Button, Card, Flex, Typography, Upload } from 'antd';
import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { ALLOWED_EXTENSIONS, type Attachment } from '@faktura/domain';
import { Icon } from '../../../components/icon';
import { errorMessages } from '../../../lib/api-client';
import { fileDownloadPath } from '../../../lib/attachments';
import { downloadFile } from '../../../lib/open-file';
import { useUploadFinanceAttachment } from '../api/attachments';
import { t } from '../../../i18n';

const ACCEPT = ALLOWED_EXTENSIONS.map((e) => `.${e}`).join(',');

type Props = { invoiceId: number; files: Attachment[]; canUpload: boolean; onError: (messages: string[]) => void; onUploaded: (name: string) => void };

/** The invoice's files (authorised downloads) and, for finance, an upload on any status. */
export function FinanceFiles({ invoiceId, files, canUpload, onError, onUploaded }: Props) {
  const upload = useUploadFinanceAttachment(invoiceId);
  const send = (file: File) => upload.mutate(file, { onSuccess: (a) => onUploaded(a.filename), onError: (error) => onError(errorMessages(error)) });
  return (
    <Card size="small" title={t('finance.detail.attachments')}>
      <Flex vertical gap={8}>
        {files.length === 0 ? <Typography.Text type="secondary">{t('finance.detail.noFiles')}</Typography.Text> : null}
        {files.map((f) => (
          <Button
            key={f.id}
            type="link"
            icon={<Icon of={PaperClipOutlined} />}
            style={{ alignSelf: 'flex-start', paddingInline: 0 }}
            onClick={() => void downloadFile(fileDownloadPath(f.id), f.filename).catch((e: unknown) => onError(errorMessages(e)))}
          >
            {f.filename}
          </Button>
        ))}
        {canUpload ? (
          <Upload
            accept={ACCEPT}
            showUploadList={false}
            beforeUpload={(file) => {
              send(file);
              return false;
            }}
          >
            <Button icon={<Icon of={UploadOutlined} />} loading={upload.isPending}>
              {t('finance.detail.uploadFile')}
            </Button>
          </Upload>
        ) : null}
      </Flex>
    </Card>
  );
}
