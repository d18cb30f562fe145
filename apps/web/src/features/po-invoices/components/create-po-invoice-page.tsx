import { useState } from 'react';
import { Button, Card, Flex, Form } from 'antd';
import { useNavigate } from 'react-router';
import { PO_INVOICE_LIMITS, PO_INVOICE_MESSAGES, validatePoInvoice, type CompanyOption, type IntakeResult } from '@faktura/domain';
import { FormPage, formValues, useFormPage, useKeptDraft, withFlash } from '../../../components/form-page';
import { WarningAlerts } from '../../../components/warning-alerts';
import { markFileStamped } from '../../../lib/attachments';
import { useSession } from '../../../lib/session';
import { useUploadPendingFile } from '../api/attachments';
import { useCreatePoInvoice } from '../api/save-po-invoice';
import { emptyPoForm, toPayload, type PoFormValues } from './form-state';
import { IntakeDropZone } from './intake-drop-zone';
import { IntakeMismatches } from './intake-mismatches';
import { formFromIntake } from './intake-state';
import { PoInvoiceForm } from './po-invoice-form';
import { t } from '../../../i18n';

/** The PO flip's opening: the company of the chosen lines, the form filled from them, what was left out. */
export type PoFlipStart = { company: CompanyOption | null; values: PoFormValues; notices: readonly string[] };

/** `/#/invoice/create`: a new DRAFT PO invoice from received PO lines (`start`: opened by the PO flip). */
export function CreatePoInvoicePage({ start }: { start?: PoFlipStart } = {}) {
  const session = useSession();
  const navigate = useNavigate();
  const fixed = start ? start.company : (session?.user.company ?? null);
  const [form] = Form.useForm<PoFormValues>();
  // What was typed survives a language switch (the screens are drawn anew in the new language).
  const initialValues = useKeptDraft('po-invoice-create', form, () => start?.values ?? emptyPoForm(fixed));
  const page = useFormPage();
  const create = useCreatePoInvoice();
  const upload = useUploadPendingFile();
  // The e-invoice file the form was filled from: saved as the invoice's intake while it is still the attachment.
  const [intake, setIntake] = useState<IntakeResult | null>(null);

  const fillFromIntake = (result: IntakeResult) => {
    form.setFieldsValue(formFromIntake(result, session?.companies ?? [], formValues(form)));
    setIntake(result);
    page.validate([]);
  };

  const save = () => {
    const payload = toPayload(formValues(form));
    if (!page.validate(validatePoInvoice(payload, 'create'))) return;
    const intakeAttachmentId = intake && payload.attachmentIds.includes(intake.attachment.id) ? intake.attachment.id : null;
    // On failure everything typed stays in the form: only the messages change.
    create.mutate(
      { ...payload, intakeAttachmentId },
      {
        onSuccess: (detail) => void navigate(`/invoice/detail/${detail.id}`, withFlash(PO_INVOICE_MESSAGES.saved)),
        onError: page.showFailure,
      },
    );
  };

  return (
    <FormPage page={page}>
      {start?.notices.length ? <WarningAlerts warnings={start.notices} /> : null}
      <Card size="small">
        <IntakeDropZone onRead={fillFromIntake} onError={page.showErrors} />
      </Card>
      <PoInvoiceForm
        form={form}
        initialValues={initialValues}
        readOnly={false}
        companies={session?.companies ?? []}
        fixedCompany={fixed}
        loadOptions
        attachments={{
          canUpload: true,
          max: PO_INVOICE_LIMITS.attachmentsOnCreate,
          canDelete: true,
          upload: (file) => upload.mutateAsync(file),
          mark: (a, stamped) => markFileStamped(null, a.id, stamped),
        }}
        linesNotice={<IntakeMismatches result={intake} />}
        onError={page.showErrors}
      />
      <Flex gap={8} justify="flex-end">
        <Button onClick={() => void navigate('/dashboard')}>{t('poForm.cancel')}</Button>
        <Button type="primary" loading={create.isPending} onClick={save}>
          {t('poForm.save')}
        </Button>
      </Flex>
    </FormPage>
  );
}
