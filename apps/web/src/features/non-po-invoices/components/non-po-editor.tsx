import { useState } from 'react';
import { Alert, Button, Flex, Form, Popconfirm, Tag } from 'antd';
import { DeleteOutlined, DownloadOutlined, FileExcelOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import {
  NON_PO_MESSAGES,
  nonPoInvoicesApi,
  PROXY_MESSAGES,
  isEditableStatus,
  validateNonPoInvoice,
  validateProxyInvoice,
  type CompanyOption,
  type NonPoInvoiceDetail,
} from '@faktura/domain';
import { FormPage, formValues, useFormPage, useNavigationFlash, withFlash } from '../../../components/form-page';
import { Icon } from '../../../components/icon';
import { WarningAlerts } from '../../../components/warning-alerts';
import { DuplicateWarnings } from '../../duplicates';
import { endpointUrl, errorMessages } from '../../../lib/api-client';
import { fileDownloadPath, markFileStamped } from '../../../lib/attachments';
import { downloadFile } from '../../../lib/open-file';
import { useSession } from '../../../lib/session';
import { useInvoiceAttachments } from '../api/attachments';
import { useDeleteNonPoInvoice, useMoveNonPoInvoice, useUpdateNonPoInvoice, type NonPoMove } from '../api/save-non-po-invoice';
import { formFromDetail, toPayload, type NonPoFormValues } from './form-state';
import { NonPoInvoiceForm } from './non-po-invoice-form';
import { NonPoSummary } from './non-po-summary';
import { t } from '../../../i18n/translate';

type Props = { detail: NonPoInvoiceDetail; verification: boolean; onReload: () => Promise<void> };

function companyOf(d: NonPoInvoiceDetail, companies: readonly CompanyOption[]): CompanyOption {
  return (
    companies.find((c) => c.orgId === d.orgId && c.instance === d.instance) ?? {
      orgId: d.orgId,
      instance: d.instance,
      name: d.company,
      vendorId: d.vendorId,
      email: null,
    }
  );
}

/**
 * The non-PO edit screen (detail-nonpo) and the proxy invoice's own screen for one loaded invoice: Save only in
 * DRAFT or REJECTED, Delete only in DRAFT after "Confirm to delete?", attachment delete only in
 * DRAFT, Export to Excel / Download / Download Excel, the proxy's Submit to Rekomendator (saving
 * first), and the verification mode (parameter VERIFIED): read-only, files may be added.
 */
export function NonPoEditor({ detail, verification, onReload }: Props) {
  const session = useSession();
  const navigate = useNavigate();
  const [form] = Form.useForm<NonPoFormValues>();
  const [initialValues] = useState(() => formFromDetail(detail, companyOf(detail, session?.companies ?? [])));
  const page = useFormPage({ initialSuccess: useNavigationFlash(), onReload });
  const proxy = detail.kind === 'PROXY';
  const canEdit = detail.permissions.canEdit && !verification;
  const canSubmit = proxy && detail.permissions.actions.includes('SEND_TO_RECOMMENDER') && !verification;
  const canResubmit = detail.permissions.actions.includes('RESUBMIT') && !verification;
  const update = useUpdateNonPoInvoice(detail.id);
  const submit = useMoveNonPoInvoice();
  const remove = useDeleteNonPoInvoice(detail.id);
  const files = useInvoiceAttachments(detail.id);
  const listPath = proxy ? '/invoice/list-proxy' : '/invoice/list';

  /** The form as the server takes it: files are attached as they are uploaded, so none travel with the save. */
  const validated = () => {
    const values = formValues(form);
    const payload = { ...toPayload(values), attachmentIds: [] };
    const options = { mode: 'update' as const, existingAttachments: values.attachments.length };
    const messages = proxy ? validateProxyInvoice(payload, options) : validateNonPoInvoice(payload, options);
    return page.validate(messages) ? { ...payload, revision: detail.revision } : null;
  };
  const save = () => {
    const payload = validated();
    if (!payload) return;
    update.mutate(payload, { onSuccess: () => page.showSuccess(NON_PO_MESSAGES.saved), onError: page.showFailure });
  };
  // Submit to Rekomendator saves first (while the invoice can still change), then sends;
  // Resubmit of a corrected REJECTED invoice does the same.
  const saveAndMove = async (move: NonPoMove) => {
    try {
      let revision = detail.revision;
      if (canEdit) {
        const payload = validated();
        if (!payload) return;
        revision = (await update.mutateAsync(payload)).revision;
      }
      await submit.mutateAsync({ id: detail.id, revision, move });
      if (move === 'resubmit') page.showSuccess(NON_PO_MESSAGES.submitted);
      else void navigate('/invoice/list-proxy', withFlash(PROXY_MESSAGES.submittedToRecommender));
    } catch (error) {
      page.showFailure(error);
    }
  };
  const deleteInvoice = () => remove.mutate(undefined, { onSuccess: () => void navigate(listPath), onError: page.showFailure });
  const fail = (error: unknown) => page.showErrors(errorMessages(error));
  const exportAs = (format: 'xls' | 'xlsx') =>
    downloadFile(endpointUrl(nonPoInvoicesApi.exportLines, { params: { id: detail.id }, query: { format } }), `invoice.${format}`).catch(fail);
  const downloadAttachments = async () => {
    for (const a of detail.attachments) await downloadFile(fileDownloadPath(a.id), a.filename).catch(fail);
  };

  return (
    <FormPage page={page}>
      <NonPoSummary detail={detail} />
      {verification ? (
        <Alert type="info" showIcon title={<Tag color="blue">{t('invoiceDetail.verification')}</Tag>} description={t('invoiceDetail.verificationMode')} />
      ) : null}
      {detail.reason && isEditableStatus(detail.status) ? (
        <Alert type="warning" showIcon title={t('invoiceDetail.rejectReason')} description={detail.reason} />
      ) : null}
      <WarningAlerts warnings={detail.warnings} />
      <DuplicateWarnings invoiceId={detail.id} />
      <NonPoInvoiceForm
        form={form}
        initialValues={initialValues}
        proxy={proxy}
        supplierFixed
        status={detail.status}
        readOnly={!canEdit}
        companies={session?.companies ?? []}
        fixedCompany={initialValues.company}
        attachments={{
          canUpload: detail.permissions.canUpload,
          canDelete: detail.permissions.canDeleteAttachment && !verification,
          upload: (file) => files.upload.mutateAsync(file),
          remove: (a) => files.remove.mutateAsync(a.id),
          mark: (a, stamped) => markFileStamped(detail.id, a.id, stamped),
        }}
        onError={page.showErrors}
      />
      <Flex gap={8} justify="flex-end" wrap>
        <Button onClick={() => void navigate(listPath)}>{t('invoiceDetail.back')}</Button>
        <Button icon={<Icon of={FileExcelOutlined} />} onClick={() => void exportAs('xls')}>
          {t('invoiceDetail.exportExcel')}
        </Button>
        <Button icon={<Icon of={DownloadOutlined} />} disabled={detail.attachments.length === 0} onClick={() => void downloadAttachments()}>
          {t('invoiceDetail.download')}
        </Button>
        <Button icon={<Icon of={FileExcelOutlined} />} onClick={() => void exportAs('xlsx')}>
          {t('invoiceDetail.downloadExcel')}
        </Button>
        {detail.permissions.canDelete && !verification ? (
          <Popconfirm title={NON_PO_MESSAGES.confirmDelete} okText={t('invoiceDetail.yes')} cancelText={t('invoiceDetail.no')} onConfirm={deleteInvoice}>
            <Button danger icon={<Icon of={DeleteOutlined} />} loading={remove.isPending}>
              {t('invoiceDetail.delete')}
            </Button>
          </Popconfirm>
        ) : null}
        {canEdit ? (
          <Button type={canSubmit || canResubmit ? 'default' : 'primary'} loading={update.isPending && !submit.isPending} onClick={save}>
            {t('invoiceDetail.save')}
          </Button>
        ) : null}
        {canResubmit ? (
          <Button type="primary" loading={submit.isPending} onClick={() => void saveAndMove('resubmit')}>
            {t('invoiceDetail.resubmit')}
          </Button>
        ) : null}
        {canSubmit ? (
          <Button type="primary" loading={submit.isPending} onClick={() => void saveAndMove('submit-to-recommender')}>
            {t('invoiceDetail.submitToRecommender')}
          </Button>
        ) : null}
      </Flex>
    </FormPage>
  );
}
