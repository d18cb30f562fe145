import { useState } from 'react';
import { Card, Col, ConfigProvider, Form, Row, type FormInstance } from 'antd';
import { needsReimbursement, type Attachment, type CompanyOption } from '@faktura/domain';
import { AttachmentField } from '../../../components/attachment-field';
import { formValues } from '../../../components/form-page';
import { useNonPoOptions, useVatCodes } from '../api/get-options';
import type { OptionsScope } from '../api/keys';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '../api/search-lookups';
import { FindSkModal } from './find-sk-modal';
import { detailNames, previewTotals, showsReimbursement, type LineRow, type NonPoFormValues } from './form-state';
import { NonPoHeaderFields } from './non-po-header-fields';
import { NonPoLines } from './non-po-lines';
import { StampDutyField } from '../../stamp-duty';
import { NonPoTotalsPanel } from './non-po-totals-panel';
import { FakturPreviewPanel, fakturTyped } from '../../faktur-checks';
import { ReimbursementLines } from './reimbursement-lines';
import { t } from '../../../i18n';

type Props = {
  form: FormInstance<NonPoFormValues>;
  initialValues: NonPoFormValues;
  /** The PIC's proxy entry rather than a supplier's own invoice. */
  proxy: boolean;
  /** Editing a saved invoice: its supplier stays. */
  supplierFixed?: boolean;
  status: string;
  readOnly: boolean;
  companies: readonly CompanyOption[];
  fixedCompany: CompanyOption | null;
  attachments: {
    canUpload: boolean;
    canDelete: boolean;
    upload: (file: File) => Promise<Attachment>;
    /** Deletes on the server first, when the invoice exists; the form then drops the file. */
    remove?: (a: Attachment) => Promise<unknown>;
    /** Marks a file as the stamped document (or unmarks it) on the server. */
    mark?: (a: Attachment, stamped: boolean) => Promise<Attachment>;
  };
  onError: (messages: string[]) => void;
};

/** Whose lookups the form shows: the company, and for a PIC the supplier chosen (none yet: no lookups). */
function scopeOf(v: NonPoFormValues, proxy: boolean): OptionsScope | null {
  if (!v.company || (proxy && !v.vendorId)) return null;
  return { orgId: v.company.orgId, instance: v.company.instance, vendorId: proxy ? v.vendorId : null };
}

/** What a new company or supplier makes meaningless: its sites, banks, categories and the lines under them. */
const SUPPLIER_DEPENDENT: Partial<NonPoFormValues> = {
  vendorSiteId: null,
  bankAccountId: null,
  paymentMethod: null,
  termId: null,
  categoryId: null,
  costCenter: '',
  coaId: null,
  referenceNumber: '',
  lines: [],
  reimbursements: [],
};

/** The non-PO / proxy invoice form shared by create (supplier and proxy) and edit: an antd form. */
export function NonPoInvoiceForm({
  form,
  initialValues,
  proxy,
  supplierFixed = false,
  status,
  readOnly,
  companies,
  fixedCompany,
  attachments,
  onError,
}: Props) {
  const [findSkOpen, setFindSkOpen] = useState(false);
  // Lines, reimbursements and files have no input of their own: watched with `preserve`, and the
  // initial values stand in for the store before the form has mounted.
  const watched = Form.useWatch((v: Partial<NonPoFormValues>) => v, { form, preserve: true });
  const values: NonPoFormValues = { ...initialValues, ...watched };
  const scope = scopeOf(values, proxy);
  const options = useNonPoOptions(scope);
  const vat = useVatCodes(scope, values.invoiceDate);
  const totals = previewTotals(values, vat.data?.items ?? [], options.data?.whtCodes ?? []);
  const debounceMs = proxy ? AUTOCOMPLETE_DEBOUNCE_MS.pic : AUTOCOMPLETE_DEBOUNCE_MS.default;

  const onValuesChange = (changed: Partial<NonPoFormValues>) => {
    const now = formValues(form);
    if ('company' in changed) form.setFieldsValue({ ...SUPPLIER_DEPENDENT, ...(proxy ? { vendorId: null } : {}) });
    if ('vendorId' in changed) form.setFieldsValue(SUPPLIER_DEPENDENT);
    // A new invoice date brings its own VAT codes, so every line's VAT is chosen again.
    if ('invoiceDate' in changed)
      form.setFieldValue(
        'lines',
        now.lines.map((l) => ({ ...l, vatCode: null })),
      );
    if ('categoryId' in changed) {
      const mapped = options.data?.categories.find((c) => c.id === changed.categoryId);
      if (mapped) form.setFieldsValue({ costCenter: now.costCenter || mapped.costCenter || '', vendorSiteId: now.vendorSiteId ?? mapped.vendorSiteId });
    }
  };
  const setLines = (update: (lines: LineRow[]) => LineRow[]) => {
    const lines = update(formValues(form).lines);
    form.setFieldValue('lines', lines);
    // Without a REIMBURSTMENT line the Reimburse section goes, and its lines with it.
    if (!needsReimbursement(detailNames(lines, options.data))) form.setFieldValue('reimbursements', []);
  };
  const dropAttachment = async (a: Attachment) => {
    await attachments.remove?.(a);
    form.setFieldValue(
      'attachments',
      formValues(form).attachments.filter((x) => x.id !== a.id),
    );
  };

  return (
    <>
      <Form
        form={form}
        initialValues={initialValues}
        onValuesChange={onValuesChange}
        layout="vertical"
        component="div"
        requiredMark={!readOnly}
        style={{ display: 'flex', flexDirection: 'column', gap: 14 }}
      >
        <Card title={t('nonPoForm.invoice')} size="small">
          <NonPoHeaderFields
            proxy={proxy}
            supplierFixed={supplierFixed}
            status={status}
            options={options.data}
            optionsLoading={options.isFetching}
            scope={scope}
            companies={companies}
            fixedCompany={fixedCompany}
            readOnly={readOnly}
            onFindSk={() => setFindSkOpen(true)}
          />
        </Card>
        <ConfigProvider componentDisabled={readOnly}>
          <Card title={t('nonPoForm.lines')} size="small">
            <NonPoLines
              lines={values.lines}
              onChange={setLines}
              categoryId={values.categoryId}
              options={options.data}
              vatCodes={vat.data?.items ?? []}
              lineTaxes={totals.lineTaxes}
              scope={scope}
              debounceMs={debounceMs}
              readOnly={readOnly}
            />
          </Card>
          {showsReimbursement(values, options.data) ? (
            <Card title={t('nonPoForm.reimburse')} size="small">
              <ReimbursementLines
                rows={values.reimbursements}
                onChange={(update) => form.setFieldValue('reimbursements', update(formValues(form).reimbursements))}
                scope={scope}
                debounceMs={debounceMs}
                readOnly={readOnly}
              />
            </Card>
          ) : null}
        </ConfigProvider>
        <Row gutter={[14, 14]}>
          <Col xs={24} lg={12} style={{ display: 'flex' }}>
            <Card title={t('nonPoForm.taxAttachment')} size="small" style={{ flex: 1 }}>
              <AttachmentField
                attachments={values.attachments}
                canUpload={attachments.canUpload}
                canDelete={attachments.canDelete}
                upload={attachments.upload}
                onUploaded={(a) => form.setFieldValue('attachments', [...formValues(form).attachments, a])}
                onDelete={dropAttachment}
                onError={onError}
              />
              {readOnly ? null : (
                <FakturPreviewPanel
                  attachments={values.attachments}
                  typed={fakturTyped({
                    company: values.company,
                    vendorId: proxy ? values.vendorId : null,
                    taxInvoiceNo: values.taxNo,
                    taxInvoiceDate: values.taxDate,
                    dpp: totals.totalLine,
                    ppn: totals.totalPpn,
                    lineCount: values.lines.length,
                  })}
                />
              )}
            </Card>
          </Col>
          <Col xs={24} lg={12} style={{ display: 'flex' }}>
            <Card title={t('nonPoForm.totals')} size="small" style={{ flex: 1 }}>
              <NonPoTotalsPanel totals={totals} currencyCode={values.currencyCode} />
              <div style={{ marginTop: 14 }}>
                <StampDutyField
                  id="non-po-e-meterai"
                  total={totals.totalInvoice}
                  currencyCode={values.currencyCode}
                  serial={values.eMeteraiSerial}
                  readOnly={readOnly}
                  attachments={values.attachments}
                  mark={attachments.canDelete ? attachments.mark : undefined}
                  onMarked={(a) =>
                    form.setFieldValue(
                      'attachments',
                      formValues(form).attachments.map((x) => (x.id === a.id ? a : x)),
                    )
                  }
                  onError={onError}
                  warn={status === 'DRAFT' && !initialValues.invoiceNo}
                />
              </div>
            </Card>
          </Col>
        </Row>
      </Form>
      <FindSkModal
        open={findSkOpen}
        references={options.data?.references ?? []}
        onPick={(referenceNumber) => {
          form.setFieldValue('referenceNumber', referenceNumber);
          setFindSkOpen(false);
        }}
        onClose={() => setFindSkOpen(false)}
      />
    </>
  );
}
