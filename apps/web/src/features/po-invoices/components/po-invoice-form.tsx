import { useState, type ReactNode } from 'react';
import { Button, Card, Col, Form, Row, type FormInstance } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import {
  INVOICE_STATUS,
  PO_INVOICE_MESSAGES,
  pph23SourceOfLine,
  todayInJakarta,
  type Attachment,
  type CompanyOption,
  type OpenReceipt,
  type PoInvoiceDetail,
} from '@faktura/domain';
import { formValues } from '../../../components/form-page';
import { AttachmentField } from '../../../components/attachment-field';
import { Icon } from '../../../components/icon';
import { errorMessages } from '../../../lib/api-client';
import { usePoFormOptions } from '../api/get-form-options';
import { lineDefaults, lineFromReceipt, totalsFor, type PoFormValues, type PoLineRow } from './form-state';
import { FakturPreviewPanel, fakturTyped } from '../../faktur-checks';
import { PendingPoModal } from './pending-po-modal';
import { PoHeaderFields } from './po-header-fields';
import { PoLineTolerances } from './po-line-tolerances';
import { StampDutyField } from '../../stamp-duty';
import { PoLinesTable } from './po-lines-table';
import { TotalsPanel } from './totals-panel';
import { t, translateMessage } from '../../../i18n';

type Props = {
  form: FormInstance<PoFormValues>;
  initialValues: PoFormValues;
  /** The invoice as saved (summary/edit): its totals stand while lines and PPh are unchanged. */
  saved?: PoInvoiceDetail;
  readOnly: boolean;
  companies: readonly CompanyOption[];
  fixedCompany: CompanyOption | null;
  /** Banks, PPh codes and accounts are asked for only when someone can choose them or needs a rate. */
  loadOptions: boolean;
  attachments: {
    canUpload: boolean;
    /** At most this many files (PO_INVOICE_LIMITS: one on create). */
    max?: number;
    canDelete: boolean;
    upload: (file: File) => Promise<Attachment>;
    /** Deletes on the server first, when the invoice exists; the form then drops the file. */
    remove?: (a: Attachment) => Promise<unknown>;
    /** Marks a file as the stamped document (or unmarks it) on the server. */
    mark?: (a: Attachment, stamped: boolean) => Promise<Attachment>;
  };
  /** Removes a saved line on the server; answers the invoice's saved lines left. Unsaved lines just leave the form. */
  removeSavedLine?: (lineId: number) => Promise<PoLineRow[]>;
  removingLine?: boolean;
  /** Shown under the lines (the e-invoice file's mismatches on create). */
  linesNotice?: ReactNode;
  onError: (messages: string[]) => void;
};

const watchAll = { preserve: true } as const;

/** The PO invoice form shared by create and summary/edit: an antd form. */
export function PoInvoiceForm({
  form,
  initialValues,
  saved,
  readOnly,
  companies,
  fixedCompany,
  loadOptions,
  attachments,
  removeSavedLine,
  removingLine,
  linesNotice,
  onError,
}: Props) {
  const [pendingOpen, setPendingOpen] = useState(false);
  // Watched with `preserve`: lines and attachments have no field of their own. The store is
  // empty until the form has mounted, so the initial values stand in for it on the first render.
  const watched = Form.useWatch((v: Partial<PoFormValues>) => v, { form, ...watchAll });
  const values: PoFormValues = { ...initialValues, ...watched };
  const options = usePoFormOptions(values.company, loadOptions);
  const pphRate = options.data?.pphCodes.find((c) => c.code === values.pphCode)?.rate ?? saved?.taxRate ?? '0';
  const { totals, preview } = totalsFor(values, pphRate, saved);

  // The invoice date cannot change under selected lines; the field keeps the old value.
  const checkInvoiceDate = (iso: string, previous: string, all: PoFormValues) => {
    if (iso === previous || all.lines.length === 0) return iso;
    window.alert(translateMessage(PO_INVOICE_MESSAGES.dateLockedByLines));
    return previous;
  };
  // Ticking Include PPh picks the first PPh code; unticking empties value and code.
  const onValuesChange = (changed: Partial<PoFormValues>) => {
    if (changed.includePph === undefined) return;
    const now = formValues(form);
    form.setFieldsValue(changed.includePph ? { pphCode: now.pphCode ?? options.data?.pphCodes[0]?.code ?? null } : { pphValue: '', pphCode: null });
  };

  const openPending = () => (values.company ? setPendingOpen(true) : onError([PO_INVOICE_MESSAGES.selectCompany]));
  const addReceipts = (receipts: OpenReceipt[]) => {
    const lines = formValues(form).lines;
    // The first lines fill the dates (and an only bank) still blank, as the PO flip does.
    if (lines.length === 0 && receipts.length > 0) form.setFieldsValue(lineDefaults(formValues(form), todayInJakarta(), options.data?.banks ?? []));
    const have = new Set(lines.map((l) => l.rcvTransactionId));
    form.setFieldValue('lines', [...lines, ...receipts.filter((r) => !have.has(r.rcvTransactionId)).map(lineFromReceipt)]);
    setPendingOpen(false);
  };
  const dropLine = async (line: PoLineRow) => {
    try {
      if (line.lineId === null || !removeSavedLine) {
        form.setFieldValue(
          'lines',
          formValues(form).lines.filter((l) => l.rcvTransactionId !== line.rcvTransactionId),
        );
        return;
      }
      const savedLines = await removeSavedLine(line.lineId);
      form.setFieldValue('lines', [...savedLines, ...formValues(form).lines.filter((l) => l.lineId === null)]);
    } catch (error) {
      onError(errorMessages(error));
    }
  };
  const dropAttachment = async (a: Attachment) => {
    await attachments.remove?.(a);
    form.setFieldValue(
      'attachments',
      formValues(form).attachments.filter((x) => x.id !== a.id),
    );
  };
  const roomForFile = attachments.max === undefined || values.attachments.length < attachments.max;

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
        <Card title={t('poForm.invoice')} size="small">
          <PoHeaderFields
            status={saved ? undefined : INVOICE_STATUS.DRAFT}
            checkInvoiceDate={checkInvoiceDate}
            options={options.data}
            optionsLoading={options.isFetching}
            companies={companies}
            fixedCompany={fixedCompany}
            readOnly={readOnly}
          />
        </Card>
        <Row gutter={[14, 14]}>
          <Col xs={24} lg={12} style={{ display: 'flex' }}>
            <Card title={t('poForm.attachment')} size="small" style={{ flex: 1 }}>
              <AttachmentField
                attachments={values.attachments}
                canUpload={attachments.canUpload && roomForFile}
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
                    taxInvoiceNo: values.taxInvoiceNo,
                    taxInvoiceDate: values.taxInvoiceDate,
                    dpp: totals.dpp,
                    ppn: totals.ppn,
                    lineCount: values.lines.length,
                  })}
                />
              )}
            </Card>
          </Col>
          <Col xs={24} lg={12} style={{ display: 'flex' }}>
            <Card title={t('poForm.totals')} size="small" style={{ flex: 1 }}>
              <TotalsPanel totals={totals} preview={preview} pphSource={values.includePph ? pph23SourceOfLine(values.pphCode, pphRate) : null} />
              <div style={{ marginTop: 14 }}>
                <StampDutyField
                  id="po-e-meterai"
                  total={totals.total}
                  currencyCode={saved?.currencyCode ?? 'IDR'}
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
                  warn={!saved}
                />
              </div>
            </Card>
          </Col>
        </Row>
        <Card
          title={t('poForm.poLines')}
          size="small"
          styles={{ body: { padding: 0 } }}
          extra={
            readOnly ? null : (
              <Button icon={<Icon of={SearchOutlined} />} onClick={openPending}>
                {t('poForm.searchPendingPo')}
              </Button>
            )
          }
        >
          <PoLinesTable lines={values.lines} canRemove={!readOnly} onRemove={(line) => void dropLine(line)} removing={removingLine} />
          <PoLineTolerances company={values.company} lines={values.lines} invoiceId={saved?.id} />
          {linesNotice}
        </Card>
      </Form>
      {values.company && !readOnly ? (
        <PendingPoModal
          open={pendingOpen}
          company={values.company}
          taken={new Set(values.lines.map((l) => l.rcvTransactionId))}
          onAdd={addReceipts}
          onClose={() => setPendingOpen(false)}
        />
      ) : null}
    </>
  );
}
