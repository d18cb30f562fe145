import { useState } from 'react';
import { Button, Flex, Popconfirm, Typography, Upload } from 'antd';
import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { ALLOWED_EXTENSIONS, UPLOAD_MESSAGES, isAllowedExtension, type Attachment } from '@faktura/domain';
import { WarningAlerts } from './warning-alerts';
import { Icon } from './icon';
import { errorMessages } from '../lib/api-client';
import { fileDownloadPath } from '../lib/attachments';
import { downloadFile } from '../lib/open-file';
import { t, translateMessage } from '../i18n';

type Props = {
  attachments: Attachment[];
  canUpload: boolean;
  canDelete: boolean;
  upload: (file: File) => Promise<Attachment>;
  onUploaded: (attachment: Attachment) => void;
  onDelete: (attachment: Attachment) => Promise<void> | void;
  onError: (messages: string[]) => void;
};

const ACCEPT = ALLOWED_EXTENSIONS.map((e) => `.${e}`).join(',');

function sizeText(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Attachment upload and the attached files list of every invoice form. */
export function AttachmentField({ attachments, canUpload, canDelete, upload, onUploaded, onDelete, onError }: Props) {
  const [uploading, setUploading] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);

  const send = async (file: File) => {
    if (!isAllowedExtension(file.name)) {
      onError([UPLOAD_MESSAGES.extension]);
      return;
    }
    setUploading(true);
    try {
      onUploaded(await upload(file));
    } catch (error) {
      onError(errorMessages(error, UPLOAD_MESSAGES.failed));
    } finally {
      setUploading(false);
    }
  };

  const remove = async (a: Attachment) => {
    setBusyId(a.id);
    try {
      await onDelete(a);
    } catch (error) {
      onError(errorMessages(error));
    } finally {
      setBusyId(null);
    }
  };

  const download = (a: Attachment) => downloadFile(fileDownloadPath(a.id), a.filename).catch((error: unknown) => onError(errorMessages(error)));

  return (
    <Flex vertical gap={8}>
      {canUpload ? (
        <Upload
          accept={ACCEPT}
          showUploadList={false}
          beforeUpload={(file) => {
            void send(file);
            return false; // the upload is ours (with the bearer token), not antd's XHR
          }}
        >
          <Button icon={<Icon of={UploadOutlined} />} loading={uploading}>
            {t('attachments.upload')}
          </Button>
        </Upload>
      ) : null}
      {canUpload ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          pdf, jpg, jpeg, doc, docx, xls, xlsx
        </Typography.Text>
      ) : null}
      {attachments.length === 0 ? (
        <Typography.Text type="secondary">{t('attachments.none')}</Typography.Text>
      ) : (
        <ul aria-label={t('attachments.attached')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {attachments.map((a) => (
            <li key={a.id} style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 6, padding: '4px 0' }}>
              <Icon of={PaperClipOutlined} style={{ color: '#8c8c8c' }} />
              <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={() => void download(a)}>
                {a.filename}
              </Button>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {sizeText(a.size)}
              </Typography.Text>
              {canDelete ? (
                <Popconfirm
                  title={translateMessage(UPLOAD_MESSAGES.confirmDelete)}
                  okText={t('attachments.yes')}
                  cancelText={t('attachments.no')}
                  onConfirm={() => void remove(a)}
                >
                  <Button
                    type="text"
                    danger
                    size="small"
                    icon={<Icon of={DeleteOutlined} />}
                    loading={busyId === a.id}
                    aria-label={t('supplier.shared.deleteFile', { filename: a.filename })}
                  />
                </Popconfirm>
              ) : null}
              {a.sameFileOn?.length ? (
                <div style={{ flexBasis: '100%' }}>
                  <WarningAlerts
                    warnings={a.sameFileOn.map((o) => ({
                      message: t('supplier.duplicates.sameFile', { invoiceNo: o.invoiceNo }),
                      link: { to: o.path, label: t('supplier.duplicates.openEarlier', { invoiceNo: o.invoiceNo }) },
                    }))}
                  />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Flex>
  );
}
