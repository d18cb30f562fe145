import { useEffect, useRef, useState } from 'react';
import { Card, Form } from 'antd';
import { AttachmentField } from '../../../components/attachment-field';
import { useNavigate } from 'react-router';
import {
  REVIEW_MESSAGES,
  reviewReturnPath,
  reviewsApi,
  travelOrderRemarks,
  validateReview,
  type ReviewForm,
  type ReviewView,
  type TravelOrder,
} from '@faktura/domain';
import { FormPage, formValues, useFormPage } from '../../../components/form-page';
import { RejectReasonModal } from '../../../components/reject-reason-modal';
import { WarningAlerts } from '../../../components/warning-alerts';
import { DuplicateWarnings } from '../../duplicates';
import { endpointUrl, errorMessages } from '../../../lib/api-client';
import { fileDownloadPath } from '../../../lib/attachments';
import { downloadFile } from '../../../lib/open-file';
import { useReviewAttachments } from '../api/attachments';
import { useRejectReview } from '../api/reject-review';
import { useSaveReview } from '../api/save-review';
import { useSubmitReview } from '../api/submit-review';
import { useVerifyReview } from '../api/verify-review';
import { RETURN_AFTER_MS, storeFindHint } from '../../../lib/find-hint';
import { FreightTable } from './freight-table';
import { ReviewActions } from './review-actions';
import { ReviewHeaderFields } from './review-header-fields';
import { ReviewLines } from './review-lines';
import { ReviewSummary } from './review-summary';
import type { ReviewVersion } from './review-version';
import { TravelOrderModal } from './travel-order-modal';
import { t } from '../../../i18n/translate';
import { translateMessage } from '../../../i18n/messages';

type Values = Omit<ReviewForm, 'revision'>;
type Props = { view: ReviewView; version: ReviewVersion; onReload: () => Promise<void>; onFilesChanged: () => Promise<unknown> };

export const initialOf = (v: ReviewView): Values => ({
  bankAccountId: v.bankAccountId,
  paymentMethod: v.paymentMethod,
  termId: v.termId,
  chargeAccountId: v.chargeAccountId,
  costCenter: v.costCenter,
  glDate: v.glDate,
  invoiceDate: v.invoiceDate ?? '',
  taxDate: v.taxDate ?? '',
  vendorSiteId: v.vendorSiteId,
  serviceCharge: v.serviceCharge,
  referenceNumber: v.referenceNumber,
  categoryId: v.categoryId,
  lines: v.lines.map((l) => ({ id: l.id, coaId: l.coaId, remarks: l.remarks })),
});

/** The PIC review of one loaded invoice: what it is, the PIC's fields and lines, (v2) its freight lines, the buttons. */
export function ReviewEditor({ view, version, onReload, onFilesChanged }: Props) {
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const page = useFormPage({ onReload });
  const save = useSaveReview(view.id);
  const submit = useSubmitReview(view.id);
  const verify = useVerifyReview(view.id);
  const reject = useRejectReview(view.id);
  const files = useReviewAttachments(view.id, onFilesChanged);
  const [rejecting, setRejecting] = useState(false);
  const [travelLine, setTravelLine] = useState<number | null>(null);
  const [showLines, setShowLines] = useState(true);
  const [exporting, setExporting] = useState(false);
  const leaving = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(leaving.current), []);
  const readOnly = !view.permissions.canAct;

  const backToFind = (action: 'cancel' | 'done', after = 0) => {
    storeFindHint(view);
    leaving.current = window.setTimeout(() => void navigate(reviewReturnPath(version, action)), after);
  };
  const payload = (): ReviewForm => ({ ...initialOf(view), ...formValues(form), revision: view.revision });
  const checked = () => {
    const values = payload();
    return page.validate(validateReview(values, view.reimbursements)) ? values : null;
  };
  const onSave = () => {
    const values = checked();
    if (values) save.mutate(values, { onSuccess: () => page.showSuccess(translateMessage(REVIEW_MESSAGES.saved)), onError: page.showFailure });
  };
  const onSubmit = () => {
    const values = checked();
    if (!values) return;
    submit.mutate(values, {
      onSuccess: () => {
        page.showSuccess(translateMessage(REVIEW_MESSAGES.submitted), t('review.editor.submittedDetail'));
        backToFind('done', RETURN_AFTER_MS.submit);
      },
      onError: page.showFailure,
    });
  };
  const onVerify = () =>
    verify.mutate(view.revision, {
      onSuccess: () => page.showSuccess(translateMessage(REVIEW_MESSAGES.verified), t('review.editor.verifiedDetail')),
      onError: page.showFailure,
    });
  const onReject = async (reason: string) => {
    await reject.mutateAsync({ revision: view.revision, reason });
    setRejecting(false);
    page.showSuccess(translateMessage(REVIEW_MESSAGES.rejected), t('review.editor.rejectedDetail'));
    backToFind('done', RETURN_AFTER_MS.reject);
  };
  const pickTravelOrder = (order: TravelOrder) => {
    if (travelLine !== null) form.setFieldValue(['lines', travelLine, 'remarks'], travelOrderRemarks(order));
    setTravelLine(null);
  };
  const download = async (path: string, name: string) => {
    setExporting(true);
    try {
      await downloadFile(path, name);
    } catch (error) {
      page.showErrors(errorMessages(error));
    } finally {
      setExporting(false);
    }
  };
  const downloadAttachments = async () => {
    for (const file of view.attachments) await download(fileDownloadPath(file.id), file.filename);
  };

  return (
    <FormPage page={page}>
      <ReviewSummary view={view} />
      <WarningAlerts warnings={view.warnings} />
      <DuplicateWarnings invoiceId={view.id} />
      <Form<Values> form={form} initialValues={initialOf(view)} layout="vertical" component="div">
        <ReviewHeaderFields view={view} readOnly={readOnly} />
        {showLines ? (
          <div style={{ marginTop: 14 }}>
            <ReviewLines view={view} readOnly={readOnly} onTravelOrder={setTravelLine} />
          </div>
        ) : null}
      </Form>
      {version === 'v2' ? <FreightTable invoiceId={view.id} /> : null}
      <Card size="small" title={t('review.editor.attachments')}>
        <AttachmentField
          attachments={view.attachments}
          canUpload={view.permissions.canUpload}
          canDelete={view.permissions.canDeleteAttachment}
          upload={(file) => files.upload.mutateAsync(file)}
          onUploaded={(a) => page.showSuccess(t('review.editor.attached', { filename: a.filename }))}
          onDelete={(a) => files.remove.mutateAsync(a.id)}
          onError={page.showErrors}
        />
      </Card>
      <ReviewActions
        view={view}
        version={version}
        busy={{ save: save.isPending, submit: submit.isPending, verify: verify.isPending, exporting }}
        showLines={showLines}
        onToggleLines={setShowLines}
        onCancel={() => backToFind('cancel')}
        onExport={() => void download(endpointUrl(reviewsApi.exportXls, { params: { id: view.id } }), 'reviewPIC.xls')}
        onDownload={() => void downloadAttachments()}
        onDownloadLines={() => void download(endpointUrl(reviewsApi.linesXls, { params: { id: view.id } }), 'reviewPIC-Line.xls')}
        onVerify={onVerify}
        onReject={() => setRejecting(true)}
        onSave={onSave}
        onSubmit={onSubmit}
      />
      <TravelOrderModal invoiceId={view.id} open={travelLine !== null} onPick={pickTravelOrder} onClose={() => setTravelLine(null)} />
      <RejectReasonModal open={rejecting} busy={reject.isPending} onCancel={() => setRejecting(false)} onReject={onReject} />
    </FormPage>
  );
}
