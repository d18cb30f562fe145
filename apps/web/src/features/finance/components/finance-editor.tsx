import { useEffect, useRef, useState } from 'react';
import { Button, Card, Col, Flex, Form, Popconfirm, Row, Select } from 'antd';
import { useNavigate } from 'react-router';
import { FINANCE_MESSAGES, TOLERANCE_BREACH_MESSAGES, validateFinanceCompletion, type FinanceCompletion, type FinancePoInvoice } from '@faktura/domain';
import { DateField } from '../../../components/date-field';
import { FormPage, formValues, useFormPage } from '../../../components/form-page';
import { useFinanceOptions } from '../api/get-finance-invoice';
import { useRejectFinanceInvoice, useSaveFinanceInvoice, useSubmitFinanceInvoice } from '../api/finance-actions';
import { useInvoiceTolerances } from '../api/get-invoice-tolerances';
import { FinanceFiles } from './finance-files';
import { ToleranceBreaches } from './tolerance-breaches';
import { FinanceNotices, FinanceSummary } from './finance-summary';
import { RETURN_AFTER_MS, storeFindHint } from '../../../lib/find-hint';
import { returnToFindPath } from './find-memory';
import { RejectReasonModal } from '../../../components/reject-reason-modal';
import { UblDownloadButton } from '../../../components/ubl-download-button';
import { t, translateMessage } from '../../../i18n';

type Values = Omit<FinanceCompletion, 'revision'>;

const initialOf = (d: FinancePoInvoice): Values => ({
  bankAccountId: d.bankAccountId,
  paymentMethod: d.paymentMethod,
  termId: d.termId,
  glDate: d.glDate ?? '',
  coaId: d.coaId,
  payGroup: d.payGroup,
});

/** The finance detail of a PO invoice: the invoice as filed, finance's fields, and Save / Submit / Reject as its status allows. */
export function FinanceEditor({ detail, onReload }: { detail: FinancePoInvoice; onReload: () => Promise<void> }) {
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const page = useFormPage({ onReload });
  const options = useFinanceOptions(detail.id);
  const save = useSaveFinanceInvoice(detail.id);
  const submit = useSubmitFinanceInvoice(detail.id);
  const reject = useRejectFinanceInvoice(detail.id);
  const tolerances = useInvoiceTolerances(detail.id);
  const linesOutside = tolerances.data?.lines.length ?? 0;
  const [rejecting, setRejecting] = useState(false);
  const leaving = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(leaving.current), []);
  const { canSave, canSubmit, canReject } = detail.finance;
  const editable = canSave || canSubmit;

  const backToFind = (after: number) => {
    storeFindHint({ orgId: detail.orgId, instance: detail.instance, vendorId: detail.vendorId });
    leaving.current = window.setTimeout(() => void navigate(returnToFindPath()), after);
  };
  const payload = (): FinanceCompletion => ({ ...formValues(form), revision: detail.revision });
  const onSave = () => {
    const values = payload();
    if (!page.validate(validateFinanceCompletion(values, 'save', detail.includePph))) return;
    // The mutation refreshes the finance queries: this page shows the PROCESSED invoice with Submit.
    save.mutate(values, { onSuccess: () => page.showSuccess(translateMessage(FINANCE_MESSAGES.saved)), onError: page.showFailure });
  };
  const onSubmit = () => {
    const values = payload();
    if (!page.validate(validateFinanceCompletion(values, 'submit', detail.includePph))) return;
    submit.mutate(values, {
      onSuccess: () => {
        page.showSuccess(translateMessage(FINANCE_MESSAGES.submitted), t('finance.detail.submittedDetail'));
        backToFind(RETURN_AFTER_MS.submit);
      },
      onError: page.showFailure,
    });
  };
  const onReject = async (reason: string) => {
    await reject.mutateAsync({ revision: detail.revision, reason });
    setRejecting(false);
    page.showSuccess(translateMessage(FINANCE_MESSAGES.rejected), t('finance.detail.rejectedDetail'));
    backToFind(RETURN_AFTER_MS.reject);
  };

  const o = options.data;
  const select = (id: string, label: string, items: Array<{ value: string | number; label: string }> | undefined) => (
    <Select
      id={id}
      aria-label={label}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      disabled={!editable}
      loading={options.isPending}
      options={items ?? []}
    />
  );
  return (
    <FormPage page={page}>
      <FinanceNotices detail={detail} />
      <FinanceSummary detail={detail} />
      <ToleranceBreaches result={tolerances.data} error={tolerances.error} />
      <Card size="small" title={t('finance.detail.finance')}>
        <Form<Values> form={form} initialValues={initialOf(detail)} layout="vertical" component="div">
          <Row gutter={16}>
            <Col xs={24} md={12} xl={8}>
              <Form.Item label={t('poForm.bank')} name="bankAccountId" htmlFor="fin-bank" required>
                {select(
                  'fin-bank',
                  t('poForm.bank'),
                  o?.banks.map((b) => ({ value: b.id, label: b.label })),
                )}
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={8}>
              <Form.Item label={t('finance.detail.paymentMethod')} name="paymentMethod" htmlFor="fin-method" required>
                {select('fin-method', t('finance.detail.paymentMethod'), o?.paymentMethods)}
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={8}>
              <Form.Item label={t('finance.detail.term')} name="termId" htmlFor="fin-term" required>
                {select(
                  'fin-term',
                  t('finance.detail.term'),
                  o?.terms.map((term) => ({ value: term.id, label: term.label })),
                )}
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={8}>
              <Form.Item label={t('finance.detail.glDate')} name="glDate" htmlFor="fin-gl-date">
                <DateField id="fin-gl-date" disabled={!editable} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={8}>
              <Form.Item label={t('poForm.chargeOfAccount')} name="coaId" htmlFor="fin-coa" required={detail.includePph}>
                {select(
                  'fin-coa',
                  t('poForm.chargeOfAccount'),
                  o?.accounts.map((a) => ({ value: a.id, label: a.label })),
                )}
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={8}>
              <Form.Item label={t('finance.detail.payGroup')} name="payGroup" htmlFor="fin-pay-group" required={canSubmit}>
                {select('fin-pay-group', t('finance.detail.payGroup'), o?.payGroups)}
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </Card>
      <FinanceFiles
        invoiceId={detail.id}
        files={detail.attachments}
        canUpload={detail.permissions.canUpload}
        onError={page.showErrors}
        onUploaded={(name) => page.showSuccess(t('finance.detail.attached', { name }))}
      />
      <Flex gap={8} wrap justify="space-between">
        <Button onClick={() => void navigate('/invoice/list/finance')}>{t('invoiceDetail.back')}</Button>
        <Flex gap={8} wrap>
          <UblDownloadButton kind="invoice" id={detail.id} number={detail.invoiceNo} />
          {canReject ? (
            <Button danger onClick={() => setRejecting(true)}>
              {t('finance.detail.reject')}
            </Button>
          ) : null}
          {canSave ? (
            <Button type="primary" loading={save.isPending} onClick={onSave}>
              {t('invoiceDetail.save')}
            </Button>
          ) : null}
          {canSubmit && linesOutside > 0 ? (
            // Lines outside the match tolerances: finance confirms it submits them anyway (a warning, not a block).
            <Popconfirm
              title={TOLERANCE_BREACH_MESSAGES.confirmSubmit(detail.invoiceNo, linesOutside)}
              okText={t('finance.detail.submit')}
              cancelText={t('invoiceDetail.no')}
              onConfirm={onSubmit}
            >
              <Button type="primary" loading={submit.isPending}>
                {t('finance.detail.submit')}
              </Button>
            </Popconfirm>
          ) : canSubmit ? (
            <Button type="primary" loading={submit.isPending} onClick={onSubmit}>
              {t('finance.detail.submit')}
            </Button>
          ) : null}
        </Flex>
      </Flex>
      <RejectReasonModal open={rejecting} busy={reject.isPending} onCancel={() => setRejecting(false)} onReject={onReject} />
    </FormPage>
  );
}
