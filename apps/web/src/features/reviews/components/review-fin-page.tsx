import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Col, Flex, Form, Result, Row, Select, Skeleton } from 'antd';
import { Link, useNavigate } from 'react-router';
import { financeApi, FINANCE_MESSAGES, validateFinanceCompletion, type FinanceCompletion, type FinanceReview, type ReviewView } from '@faktura/domain';
import { DateField } from '../../../components/date-field';
import { FormPage, formValues, useFormPage } from '../../../components/form-page';
import { RejectReasonModal } from '../../../components/reject-reason-modal';
import { endpointUrl, errorMessages } from '../../../lib/api-client';
import { isNotFound } from '../../../lib/api-errors';
import { formatDate, formatMoney } from '../../../lib/format';
import { downloadFile } from '../../../lib/open-file';
import { useFinanceReview, useRejectFinanceReview, useSubmitFinanceReview } from '../api/finance-review';
import { useReview } from '../api/get-review';
import { RETURN_AFTER_MS, storeFindHint } from '../../../lib/find-hint';
import { initialOf } from './review-editor';
import { ReviewHeaderFields } from './review-header-fields';
import { ReviewLines } from './review-lines';
import { useLookup } from './review-page';
import { ReviewSummary } from './review-summary';
import { t } from '../../../i18n/translate';
import { translateMessage } from '../../../i18n/messages';

type Values = Omit<FinanceCompletion, 'revision'>;
const COL = { xs: 24, md: 12, xl: 8 };

/** What the review stored for payment, and the pay group: finance corrects and completes them. */
const financeInitial = (view: ReviewView, fin: FinanceReview): Values => ({
  bankAccountId: view.bankAccountId,
  paymentMethod: view.paymentMethod || null,
  termId: view.termId,
  coaId: view.chargeAccountId,
  glDate: view.glDate,
  payGroup: fin.payGroup,
});

/** The review as the PIC and the recommender left it (read-only), and what finance does with it. */
function ReviewFin({ view, fin }: { view: ReviewView; fin: FinanceReview }) {
  const navigate = useNavigate();
  const page = useFormPage();
  const [form] = Form.useForm<Values>();
  const [rejecting, setRejecting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const submit = useSubmitFinanceReview(view.id);
  const reject = useRejectFinanceReview(view.id);
  const leaving = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(leaving.current), []);
  const backToFind = (after = 0) => {
    storeFindHint(view);
    leaving.current = window.setTimeout(() => void navigate('/invoice/find'), after);
  };
  const onSubmit = () => {
    const values: FinanceCompletion = { ...formValues(form), revision: fin.revision };
    if (!page.validate(validateFinanceCompletion(values, 'submit', view.serviceCharge))) return;
    submit.mutate(values, {
      onSuccess: () => {
        page.showSuccess(translateMessage(FINANCE_MESSAGES.submitted), t('review.finance.submittedDetail'));
        backToFind(RETURN_AFTER_MS.submit);
      },
      onError: page.showFailure,
    });
  };
  const onReject = async (reason: string) => {
    await reject.mutateAsync({ revision: fin.revision, reason });
    setRejecting(false);
    page.showSuccess(translateMessage(FINANCE_MESSAGES.rejected), t('review.finance.rejectedDetail'));
    backToFind(RETURN_AFTER_MS.reject);
  };
  const editable = fin.finance.canSubmit;
  const select = (id: string, label: string, options: Array<{ value: string | number; label: string }>) => (
    <Select id={id} aria-label={label} allowClear showSearch={{ optionFilterProp: 'label' }} disabled={!editable} options={options} />
  );
  const exportExcel = async () => {
    setExporting(true);
    try {
      await downloadFile(endpointUrl(financeApi.exportReview, { params: { id: view.id } }), 'reviewFin.xls');
    } catch (error) {
      page.showErrors(errorMessages(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <FormPage page={page}>
      {fin.erpRejection ? (
        <Alert
          type="error"
          showIcon
          title={t('review.finance.erpRejected', { date: formatDate(fin.erpRejection.at) })}
          description={fin.erpRejection.reasons.join('; ')}
        />
      ) : null}
      {fin.payment ? (
        <Alert
          type="success"
          showIcon
          title={t('review.finance.paid', {
            currency: fin.payment.currencyCode,
            amount: formatMoney(fin.payment.amount),
            date: formatDate(fin.payment.paymentDate),
            cheque: fin.payment.checkNum,
          })}
        />
      ) : null}
      <ReviewSummary view={view} />
      <Form initialValues={initialOf(view)} layout="vertical" component="div">
        <ReviewHeaderFields view={view} readOnly />
        <div style={{ marginTop: 14 }}>
          <ReviewLines view={view} readOnly onTravelOrder={() => undefined} />
        </div>
      </Form>
      <Card size="small" title={t('review.finance.title')}>
        <Form<Values> form={form} initialValues={financeInitial(view, fin)} layout="vertical" component="div">
          <Row gutter={16}>
            <Col {...COL}>
              <Form.Item label={t('review.fields.bankAccount')} name="bankAccountId" htmlFor="fin-review-bank" required>
                {select(
                  'fin-review-bank',
                  t('review.fields.bankAccount'),
                  view.options.banks.map((b) => ({ value: b.id, label: b.label })),
                )}
              </Form.Item>
            </Col>
            <Col {...COL}>
              <Form.Item label={t('review.fields.paymentMethod')} name="paymentMethod" htmlFor="fin-review-method" required>
                {select(
                  'fin-review-method',
                  t('review.fields.paymentMethod'),
                  view.options.paymentMethods.map((m) => ({ value: m.code, label: m.label })),
                )}
              </Form.Item>
            </Col>
            <Col {...COL}>
              <Form.Item label={t('review.fields.term')} name="termId" htmlFor="fin-review-term" required>
                {select(
                  'fin-review-term',
                  t('review.fields.term'),
                  view.options.terms.map((t) => ({ value: t.id, label: t.label })),
                )}
              </Form.Item>
            </Col>
            <Col {...COL}>
              <Form.Item label={t('review.fields.chargeOfAccount')} name="coaId" htmlFor="fin-review-coa" required={view.serviceCharge}>
                {select(
                  'fin-review-coa',
                  t('review.fields.chargeOfAccount'),
                  view.options.accounts.map((a) => ({ value: a.id, label: a.label })),
                )}
              </Form.Item>
            </Col>
            <Col {...COL}>
              <Form.Item label={t('review.fields.glDate')} name="glDate" htmlFor="fin-review-gl-date">
                <DateField id="fin-review-gl-date" disabled={!editable} />
              </Form.Item>
            </Col>
            <Col {...COL}>
              <Form.Item label={t('review.finance.payGroup')} name="payGroup" htmlFor="fin-review-pay-group" required={editable}>
                {select('fin-review-pay-group', t('review.finance.payGroup'), fin.payGroups)}
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </Card>
      <Flex gap={8} wrap justify="space-between">
        <Flex gap={8} wrap>
          <Button onClick={() => backToFind()}>{t('review.actions.cancel')}</Button>
          <Button loading={exporting} onClick={() => void exportExcel()}>
            {t('review.actions.exportExcel')}
          </Button>
        </Flex>
        <Flex gap={8} wrap>
          {fin.finance.canReject ? (
            <Button danger onClick={() => setRejecting(true)}>
              {t('review.actions.reject')}
            </Button>
          ) : null}
          {fin.finance.canSubmit ? (
            <Button type="primary" loading={submit.isPending} onClick={onSubmit}>
              {t('review.finance.submit')}
            </Button>
          ) : null}
        </Flex>
      </Flex>
      <RejectReasonModal open={rejecting} busy={reject.isPending} onCancel={() => setRejecting(false)} onReject={onReject} />
    </FormPage>
  );
}

/** `/#/invoice/review-fin/{invoice_no}/{batch_no}/{supplier_no}/{org_id}` (finance review: pay group, Submit to finance). */
export function ReviewFinPage() {
  const lookup = useLookup();
  const review = useReview(lookup);
  const fin = useFinanceReview(review.data?.id ?? null);
  const missing = !lookup || [review.error, fin.error].some(isNotFound);
  if (missing) {
    return (
      <Card>
        <Result status="404" title={t('review.notFound.title')} extra={<Link to="/invoice/find">{t('review.notFound.backToFind')}</Link>} />
      </Card>
    );
  }
  const error = review.error ?? fin.error;
  if (error) return <Alert type="error" showIcon title={errorMessages(error).join(' ')} />;
  if (!review.data || !fin.data)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 12 }} />
      </Card>
    );
  return <ReviewFin view={review.data} fin={fin.data} />;
}
