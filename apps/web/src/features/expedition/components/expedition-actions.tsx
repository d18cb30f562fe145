import { useState } from 'react';
import { Button, Flex, Popconfirm, Upload } from 'antd';
import { CloudUploadOutlined, FileExcelOutlined, SendOutlined } from '@ant-design/icons';
import { EXPEDITION_MESSAGES, extensionOf, type ExpeditionSummaryRow } from '@faktura/domain';
import { Icon } from '../../../components/icon';
import { errorMessages } from '../../../lib/api-client';
import { exportExpedition } from '../api/export-expedition';
import type { ExpeditionQuery } from '../api/get-expedition-lines';
import type { VendorParams } from '../api/keys';
import { useSubmitExpedition } from '../api/submit-expedition';
import { useUploadExpedition } from '../api/upload-expedition';
import { t, translateMessage } from '../../../i18n';

type Props = {
  /** The search the downloads repeat; null: its filters are refused (the messages say why). */
  query: () => { query: ExpeditionQuery } | { messages: string[] };
  /** The supplier Submit and Upload work on (null until one is known). */
  vendor: VendorParams | null;
  /** What Submit lists and sends: the supplier's saved, unsubmitted invoices (the Summary Invoice); undefined while loading. */
  saved: readonly ExpeditionSummaryRow[] | undefined;
  canUpload: boolean;
  onMessages: (messages: readonly string[]) => void;
  onSuccess: (message: string) => void;
};

/**
 * Proses Tagihan's buttons: Download (.xls) and Download Excel (.xlsx) of the search, Upload File
 * (.xls / .xlsx; hidden in transport mode) and Submit (after a confirmation: it closes the lines).
 */
export function ExpeditionActions({ query, vendor, saved, canUpload, onMessages, onSuccess }: Props) {
  const [busy, setBusy] = useState<'xls' | 'xlsx' | null>(null);
  const submit = useSubmitExpedition();
  const upload = useUploadExpedition();

  const download = async (format: 'xls' | 'xlsx') => {
    const asked = query();
    if ('messages' in asked) return onMessages(asked.messages);
    setBusy(format);
    try {
      await exportExpedition(format, asked.query);
      onMessages([]);
    } catch (error) {
      onMessages(errorMessages(error));
    } finally {
      setBusy(null);
    }
  };
  const send = (file: File) => {
    if (!['xls', 'xlsx'].includes(extensionOf(file.name))) return onMessages([EXPEDITION_MESSAGES.notXls]);
    if (vendor) upload.mutate({ vendor, file }, { onSuccess: (r) => onSuccess(translateMessage(r.message)), onError: (e) => onMessages(errorMessages(e)) });
  };

  return (
    <Flex gap={8} wrap>
      <Button icon={<Icon of={FileExcelOutlined} />} loading={busy === 'xls'} onClick={() => void download('xls')}>
        {t('master.expedition.download')}
      </Button>
      <Button icon={<Icon of={FileExcelOutlined} />} loading={busy === 'xlsx'} onClick={() => void download('xlsx')}>
        {t('master.expedition.downloadExcel')}
      </Button>
      {canUpload ? (
        <Upload
          accept=".xls,.xlsx"
          showUploadList={false}
          disabled={!vendor}
          beforeUpload={(file) => {
            send(file);
            return false;
          }}
        >
          <Button icon={<Icon of={CloudUploadOutlined} />} loading={upload.isPending} disabled={!vendor}>
            {t('master.expedition.upload')}
          </Button>
        </Upload>
      ) : null}
      {!saved || saved.length === 0 ? (
        // Nothing to send: say so rather than ask to confirm nothing.
        <Button type="primary" icon={<Icon of={SendOutlined} />} disabled={!vendor || !saved} onClick={() => onMessages([EXPEDITION_MESSAGES.nothingUploaded])}>
          {t('master.expedition.submit')}
        </Button>
      ) : (
        <Popconfirm
          title={translateMessage(EXPEDITION_MESSAGES.confirmSubmit)}
          // The invoices it sends and who saved them: lines saved by another user of the supplier go too.
          description={
            <ul aria-label={t('master.expedition.toSubmit')} style={{ margin: 0, paddingInlineStart: 18 }}>
              {saved.map((r) => (
                <li key={r.invoiceNo}>{EXPEDITION_MESSAGES.submitRow(r.invoiceNo, r.uploadedBy)}</li>
              ))}
            </ul>
          }
          okText={t('master.expedition.submit')}
          cancelText={t('master.common.no')}
          disabled={!vendor}
          onConfirm={() =>
            vendor &&
            // Exactly the invoices listed above: one saved since the list was shown stays for the next Submit.
            submit.mutate(
              { vendor, invoices: saved },
              { onSuccess: (r) => onSuccess(`${translateMessage(r.message)}: ${r.submitted.join(', ')}`), onError: (e) => onMessages(errorMessages(e)) },
            )
          }
        >
          <Button type="primary" icon={<Icon of={SendOutlined} />} loading={submit.isPending} disabled={!vendor}>
            {t('master.expedition.submit')}
          </Button>
        </Popconfirm>
      )}
    </Flex>
  );
}
