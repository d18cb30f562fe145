import { Button, Card, Descriptions, Flex } from 'antd';
import { useNavigate } from 'react-router';
import type { Attachment, DebitNoteDetail } from '@faktura/domain';
import { AttachmentField } from '../../../components/attachment-field';
import { FormPage, useFormPage } from '../../../components/form-page';
import { PageLoading } from '../../../components/page-loading';
import { UblDownloadButton } from '../../../components/ubl-download-button';
import { formatDate } from '../../../lib/format';
import { useDebitNote } from '../api/get-debit-note';
import { DebitNoteContent } from './debit-note-lines';
import { t, translateMessage } from '../../../i18n';

const LIST_PATH = '/invoice/nota-debit/list';

function FilesOf({ note, kind }: { note: DebitNoteDetail; kind: 'debit' | 'retur' }) {
  const page = useFormPage({ scroll: false });
  const files: Attachment[] = note.files
    .filter((f) => f.kind === kind)
    .map((f) => ({ id: f.id, filename: f.filename, size: f.size, uploadedAt: note.createdAt }));
  return (
    <AttachmentField
      attachments={files}
      canUpload={false}
      canDelete={false}
      upload={() => Promise.reject(new Error('read-only'))}
      onUploaded={() => undefined}
      onDelete={() => undefined}
      onError={page.showErrors}
    />
  );
}

/** `/#/invoice/nota-debit?id=…`: one debit note as made, read-only, with its debit and retur files. */
export function DebitNoteView({ id, flash }: { id: number; flash: string | null }) {
  const navigate = useNavigate();
  const note = useDebitNote(id);
  const page = useFormPage({ initialSuccess: flash && translateMessage(flash) });
  if (!note.data) {
    if (!note.error) return <PageLoading />;
    return (
      <FormPage page={page} loadErrors={[note.error]}>
        <Button onClick={() => void navigate(LIST_PATH)}>{t('finance.debitNotes.back')}</Button>
      </FormPage>
    );
  }
  const n = note.data;
  return (
    <FormPage page={page}>
      <Card title={t('finance.debitNotes.title', { dnNo: n.dnNo })} size="small">
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          style={{ marginBottom: 12 }}
          items={[
            { key: 'company', label: t('columns.company'), children: n.company },
            { key: 'supplier', label: t('columns.supplier'), children: n.vendorName },
            { key: 'extax', label: t('finance.debitNotes.extaxNo'), children: n.extaxNo ?? '-' },
            { key: 'extaxDate', label: t('finance.debitNotes.extaxDate'), children: formatDate(n.extaxDate) || '-' },
          ]}
        />
        <DebitNoteContent header={{ ...n, amount: n.invoiceAmount }} lines={n.lines} />
      </Card>
      <Flex gap={14} wrap>
        <Card title={t('finance.debitNotes.debitAttachment')} size="small" style={{ flex: 1, minWidth: 280 }}>
          <FilesOf note={n} kind="debit" />
        </Card>
        <Card title={t('finance.debitNotes.returAttachment')} size="small" style={{ flex: 1, minWidth: 280 }}>
          <FilesOf note={n} kind="retur" />
        </Card>
      </Flex>
      <Flex gap={8} wrap>
        <Button onClick={() => void navigate(LIST_PATH)}>{t('finance.debitNotes.back')}</Button>
        <UblDownloadButton kind="debit-note" id={n.id} number={n.dnNo} />
      </Flex>
    </FormPage>
  );
}
