import { useState } from 'react';
import { Button, Card, Col, Row } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { PO_INVOICE_MESSAGES, type Attachment, type CompanyOption, type OpenReceipt, type PoFormOptions } from '@faktura/domain';
import { AttachmentField } from './attachment-field';
import { lineFromReceipt, type PoFormState, type PoLineRow, type PreviewTotals } from './form-state';
import { PendingPoModal } from './pending-po-modal';
import { PoHeaderFields } from './po-header-fields';
import { PoLinesTable } from './po-lines-table';
import { TotalsPanel } from './totals-panel';

type Props = {
  form: PoFormState;
  onChange: (patch: Partial<PoFormState>) => void;
  status: string;
  readOnly: boolean;
  companies: readonly CompanyOption[];
  fixedCompany: CompanyOption | null;
  options: PoFormOptions | undefined;
  optionsLoading: boolean;
  totals: PreviewTotals;
  totalsArePreview: boolean;
  attachments: { canUpload: boolean; canDelete: boolean; upload: (file: File) => Promise<Attachment>; onDelete: (a: Attachment) => Promise<void> | void };
  onRemoveLine: (line: PoLineRow) => void;
  removingLine?: boolean;
  onError: (messages: string[]) => void;
};

/** The PO invoice form shared by create (screen 4) and summary/edit (screen 5). */
export function PoInvoiceForm(props: Props) {
  const { form, onChange, readOnly, onError } = props;
  const [pendingOpen, setPendingOpen] = useState(false);

  // Spec screen 4: the date cannot change under selected lines; the picker keeps the old value.
  const changeInvoiceDate = (iso: string) => {
    if (iso === form.invoiceDate) return;
    if (form.lines.length > 0) {
      window.alert(PO_INVOICE_MESSAGES.dateLockedByLines);
      return;
    }
    onChange({ invoiceDate: iso });
  };

  const openPending = () => {
    if (!form.company) onError([PO_INVOICE_MESSAGES.selectCompany]);
    else setPendingOpen(true);
  };

  const addReceipts = (receipts: OpenReceipt[]) => {
    const have = new Set(form.lines.map((l) => l.rcvTransactionId));
    onChange({ lines: [...form.lines, ...receipts.filter((r) => !have.has(r.rcvTransactionId)).map(lineFromReceipt)] });
    setPendingOpen(false);
  };

  return (
    <>
      <Card title="Invoice" size="small">
        <PoHeaderFields
          form={form}
          status={props.status}
          onChange={onChange}
          onInvoiceDateChange={changeInvoiceDate}
          options={props.options}
          optionsLoading={props.optionsLoading}
          companies={props.companies}
          fixedCompany={props.fixedCompany}
          readOnly={readOnly}
        />
      </Card>
      <Row gutter={14}>
        <Col xs={24} lg={12} style={{ display: 'flex' }}>
          <Card title="Attachment" size="small" style={{ flex: 1 }}>
            <AttachmentField
              attachments={form.attachments}
              canUpload={props.attachments.canUpload}
              canDelete={props.attachments.canDelete}
              upload={props.attachments.upload}
              onUploaded={(a) => onChange({ attachments: [...form.attachments, a] })}
              onDelete={props.attachments.onDelete}
              onError={onError}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12} style={{ display: 'flex' }}>
          <Card title="Totals" size="small" style={{ flex: 1 }}>
            <TotalsPanel totals={props.totals} preview={props.totalsArePreview} />
          </Card>
        </Col>
      </Row>
      <Card
        title="PO Lines"
        size="small"
        styles={{ body: { padding: 0 } }}
        extra={
          readOnly ? null : (
            <Button icon={<SearchOutlined />} onClick={openPending}>
              Search Pending PO
            </Button>
          )
        }
      >
        <PoLinesTable lines={form.lines} canRemove={!readOnly} onRemove={props.onRemoveLine} removing={props.removingLine} />
      </Card>
      {form.company && !readOnly ? (
        <PendingPoModal
          open={pendingOpen}
          company={form.company}
          taken={new Set(form.lines.map((l) => l.rcvTransactionId))}
          onAdd={addReceipts}
          onClose={() => setPendingOpen(false)}
        />
      ) : null}
    </>
  );
}
