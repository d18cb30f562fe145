import { useState } from 'react';
import { Card, Form } from 'antd';
import { PO_INVOICE_MESSAGES, validatePoInvoice, type PoInvoiceDetail } from '@faktura/domain';
import { FormPage, formValues, useFormPage, useNavigationFlash } from '../../../components/form-page';
import { markFileStamped } from '../../../lib/attachments';
import { useSession } from '../../../lib/session';
import { useDeleteAttachment, useUploadAttachment } from '../api/attachments';
import { useRemovePoInvoiceLine } from '../api/delete-po-invoice';
import { useUpdatePoInvoice } from '../api/save-po-invoice';
import { DetailActions } from './detail-actions';
import { DetailSummary } from './detail-summary';
import { formFromDetail, toPayload, type PoFormValues } from './form-state';
import { PoInvoiceForm } from './po-invoice-form';

/** The PO invoice summary/edit of one loaded invoice: summary, the form (editable in DRAFT/REJECTED), its actions. */
export function PoInvoiceEditor({ detail, onReload }: { detail: PoInvoiceDetail; onReload: () => Promise<void> }) {
  const session = useSession();
  const companies = session?.companies ?? [];
  const [form] = Form.useForm<PoFormValues>();
  const [initialValues] = useState(() => formFromDetail(detail, companies));
  const page = useFormPage({ initialSuccess: useNavigationFlash(), onReload });
  const canEdit = detail.permissions.canEdit;
  const update = useUpdatePoInvoice(detail.id);
  const removeLine = useRemovePoInvoiceLine(detail.id);
  const upload = useUploadAttachment(detail.id);
  const remove = useDeleteAttachment(detail.id);

  const save = () => {
    const payload = toPayload(formValues(form));
    if (!page.validate(validatePoInvoice(payload, 'update'))) return;
    update.mutate(
      { ...payload, revision: detail.revision },
      {
        onSuccess: (saved) => {
          form.setFieldsValue(formFromDetail(saved, companies));
          page.showSuccess(PO_INVOICE_MESSAGES.saved);
        },
        onError: page.showFailureOr(PO_INVOICE_MESSAGES.updateFailed),
      },
    );
  };

  return (
    <FormPage page={page}>
      <Card size="small">
        <DetailSummary detail={detail} />
      </Card>
      <PoInvoiceForm
        form={form}
        initialValues={initialValues}
        saved={detail}
        readOnly={!canEdit}
        companies={companies}
        fixedCompany={initialValues.company}
        loadOptions={canEdit || detail.includePph}
        attachments={{
          canUpload: detail.permissions.canUpload,
          canDelete: detail.permissions.canDeleteAttachment,
          upload: (file) => upload.mutateAsync(file),
          remove: (a) => remove.mutateAsync(a.id),
          mark: (a, stamped) => markFileStamped(detail.id, a.id, stamped),
        }}
        removeSavedLine={async (lineId) => formFromDetail(await removeLine.mutateAsync(lineId), []).lines}
        removingLine={removeLine.isPending}
        onError={page.showErrors}
      />
      <DetailActions
        detail={detail}
        saving={update.isPending}
        onSave={save}
        onError={page.showErrors}
        onAddedToBatch={(batchNo) => page.showSuccess(`Invoice added to batch ${batchNo}`)}
      />
    </FormPage>
  );
}
