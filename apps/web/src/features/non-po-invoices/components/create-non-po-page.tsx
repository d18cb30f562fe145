import { useEffect, useState } from 'react';
import { Button, Flex, Form } from 'antd';
import { useNavigate } from 'react-router';
import {
  INVOICE_STATUS,
  NON_PO_MESSAGES,
  PROXY_MESSAGES,
  invoiceDetailPath,
  validateNonPoInvoice,
  validateProxyInvoice,
  type NonPoInvoiceDetail,
} from '@faktura/domain';
import { FormPage, formValues, useFormPage, useKeptDraft, withFlash } from '../../../components/form-page';
import { markFileStamped } from '../../../lib/attachments';
import { useSession } from '../../../lib/session';
import { useUploadPendingFile } from '../api/attachments';
import { useCreateNonPoInvoice, useMoveNonPoInvoice } from '../api/save-non-po-invoice';
import { emptyNonPoForm, toPayload, type NonPoFormValues } from './form-state';
import { NonPoInvoiceForm } from './non-po-invoice-form';
import { t } from '../../../i18n';

/** A supplier's save goes back where it came from 3 s after it is acknowledged. */
export const BACK_AFTER_SAVE_MS = 3000;

/** Where an invoice opens (the domain's link of its kind). */
const pathOf = (d: NonPoInvoiceDetail) => invoiceDetailPath({ ...d, invoiceType: d.kind === 'PROXY' ? 'INVOICE PROXY' : 'INVOICE NON PO' });

/**
 * `/#/invoice/create-nonpo` (a supplier) and `/#/invoice/create-nonpo-proxy`
 * (a PIC for a supplier mapped to it): Save makes a DRAFT; the supplier's form is emptied
 * (so nothing typed can be saved twice) and 3 s later the page goes back one page, the PIC goes
 * on to the saved invoice. The PIC's Submit to
 * Rekomendator saves first, then sends it to the recommender.
 */
export function CreateNonPoPage({ proxy }: { proxy: boolean }) {
  const session = useSession();
  const navigate = useNavigate();
  const fixed = session?.user.company ?? null;
  const [form] = Form.useForm<NonPoFormValues>();
  // What was typed survives a language switch (the screens are drawn anew in the new language).
  const initialValues = useKeptDraft(proxy ? 'proxy-invoice-create' : 'non-po-invoice-create', form, () => emptyNonPoForm(fixed));
  const page = useFormPage();
  const create = useCreateNonPoInvoice();
  const submit = useMoveNonPoInvoice();
  const upload = useUploadPendingFile();
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (!saved) return;
    // Opened directly (no page of ours behind it), "back" would leave the portal: the list instead.
    const hasPrevious = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
    const timer = window.setTimeout(() => void (hasPrevious ? navigate(-1) : navigate('/invoice/list')), BACK_AFTER_SAVE_MS);
    return () => window.clearTimeout(timer);
  }, [saved, navigate]);

  const validated = () => {
    const payload = toPayload(formValues(form));
    const messages = proxy ? validateProxyInvoice(payload, { mode: 'create' }) : validateNonPoInvoice(payload, { mode: 'create' });
    return page.validate(messages) ? payload : null;
  };

  const save = () => {
    const payload = validated();
    if (!payload) return;
    // On failure everything typed stays in the form: only the messages change.
    create.mutate(payload, {
      onSuccess: (detail) => {
        if (proxy) return void navigate(pathOf(detail), withFlash(NON_PO_MESSAGES.saved));
        form.resetFields();
        page.showSuccess(NON_PO_MESSAGES.created, NON_PO_MESSAGES.createdDetail(detail.invoiceNo));
        setSaved(true);
      },
      onError: page.showFailure,
    });
  };

  const saveAndSubmit = () => {
    const payload = validated();
    if (!payload) return;
    create.mutate(payload, {
      onSuccess: (detail) =>
        submit.mutate(
          { id: detail.id, revision: detail.revision, move: 'submit-to-recommender' },
          {
            onSuccess: () => void navigate('/invoice/list-proxy', withFlash(PROXY_MESSAGES.submittedToRecommender)),
            // Saved but not sent: the saved invoice opens, where it can be completed and sent again.
            onError: () => void navigate(pathOf(detail), withFlash(`${NON_PO_MESSAGES.saved}. ${PROXY_MESSAGES.submitToRecommenderFailed}.`)),
          },
        ),
      onError: page.showFailure,
    });
  };

  return (
    <FormPage page={page}>
      <NonPoInvoiceForm
        form={form}
        initialValues={initialValues}
        proxy={proxy}
        status={INVOICE_STATUS.DRAFT}
        readOnly={false}
        companies={session?.companies ?? []}
        fixedCompany={fixed}
        attachments={{
          canUpload: true,
          canDelete: true,
          upload: (file) => upload.mutateAsync(file),
          mark: (a, stamped) => markFileStamped(null, a.id, stamped),
        }}
        onError={page.showErrors}
      />
      <Flex gap={8} justify="flex-end">
        <Button onClick={() => void navigate('/dashboard')}>{t('poForm.cancel')}</Button>
        <Button type={proxy ? 'default' : 'primary'} loading={create.isPending && !submit.isPending} disabled={saved} onClick={save}>
          {t('poForm.save')}
        </Button>
        {proxy ? (
          <Button type="primary" loading={submit.isPending} onClick={saveAndSubmit}>
            Submit to Rekomendator
          </Button>
        ) : null}
      </Flex>
    </FormPage>
  );
}

export const CreateNonPoInvoicePage = () => <CreateNonPoPage proxy={false} />;
export const CreateProxyInvoicePage = () => <CreateNonPoPage proxy />;
