import { useState, type ReactNode } from 'react';
import { Button, Card, Col, Flex, Form, Input, Row, Table, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { BATCH_MESSAGES, sumMoney, type CompanyOption } from '@faktura/domain';
import { Amount } from '../../../components/amount';
import { CompanyField } from '../../../components/company-field';
import { FormPage, useFormPage, type FormPageState } from '../../../components/form-page';
import { Icon } from '../../../components/icon';
import { formatMoney } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { InvoicePickerModal, type InvoicePickerProps } from './invoice-picker-modal';
import { t } from '../../../i18n';

type BatchLine = { id: number; invoiceNo: string; amount: string };
export type BatchDraft = { orgId: number; instance: string; invoiceIds: number[] };
export type SavedBatch = { id: number; batchNo: string };

type Props<T extends BatchLine> = {
  /** The card's title. */
  title: string;
  /** The company, batch number and total fields' ids. */
  ids: { company: string; batchNo: string; total: string };
  /** A supplier's own company, which it cannot change; null lets the user choose one. */
  fixedCompany: CompanyOption | null;
  /** What Add Invoice says while no company is chosen. */
  selectCompany: string;
  /** Shows "* Please select company" under the field until a company is chosen (a PIC's proxy batch). */
  warnNoCompany?: boolean;
  /** Columns between Invoice Number and Amount. */
  extraColumns?: TableColumnsType<T>;
  /** The Add Invoice modal: everything but what the builder hands it. */
  picker: Omit<InvoicePickerProps<T>, 'company' | 'chosen' | 'onDone' | 'onClose'>;
  validate: (draft: BatchDraft, total: string, invoices: T[]) => string[];
  /** The button that sends the batch ("Submit" / "Save"), the success it says, and the call behind it. */
  action: {
    label: string;
    success: string;
    pending: boolean;
    run: (draft: BatchDraft, on: { onSuccess: (batch: SavedBatch) => void; onError: (e: unknown) => void }) => void;
  };
  /** The side panel (printing), told the company and, once saved, the batch. */
  side: (state: { company: CompanyOption | null; saved: SavedBatch | null; page: FormPageState }) => ReactNode;
};

/** A batch being put together (batch create and proxy batch): company, server-assigned number, total, invoices picked in a modal. */
export function BatchBuilder<T extends BatchLine>({
  title,
  ids,
  fixedCompany,
  selectCompany,
  warnNoCompany,
  extraColumns = [],
  picker,
  validate,
  action,
  side,
}: Props<T>) {
  const session = useSession();
  const navigate = useNavigate();
  const [company, setCompany] = useState<CompanyOption | null>(fixedCompany);
  const [invoices, setInvoices] = useState<T[]>([]);
  const [finding, setFinding] = useState(false);
  const [saved, setSaved] = useState<SavedBatch | null>(null);
  const page = useFormPage();
  const total = sumMoney(invoices.map((i) => i.amount));

  const send = () => {
    const draft = { orgId: company?.orgId ?? 0, instance: company?.instance ?? '', invoiceIds: invoices.map((i) => i.id) };
    if (!page.validate(validate(draft, total, invoices))) return;
    action.run(draft, {
      onSuccess: (batch) => {
        setSaved({ id: batch.id, batchNo: batch.batchNo });
        page.showSuccess(action.success, `Batch number ${batch.batchNo}`);
      },
      onError: page.showFailure,
    });
  };
  const startAgain = () => {
    setSaved(null);
    setInvoices([]);
    page.dismissSuccess();
  };
  const openFind = () => (company ? setFinding(true) : page.showErrors([selectCompany]));

  const columns: TableColumnsType<T> = [
    { title: t('batches.invoiceNumber'), dataIndex: 'invoiceNo' },
    ...extraColumns,
    { title: t('columns.amount'), dataIndex: 'amount', width: 180, align: 'right', render: (a: string) => <Amount value={a} /> },
  ];
  if (!saved) {
    columns.push({
      title: '',
      key: 'remove',
      width: 56,
      align: 'center',
      render: (_v, inv) => (
        <Button
          type="text"
          danger
          size="small"
          icon={<Icon of={DeleteOutlined} />}
          aria-label={t('supplier.shared.removeInvoice', { invoiceNo: inv.invoiceNo })}
          onClick={() => setInvoices((xs) => xs.filter((x) => x.id !== inv.id))}
        />
      ),
    });
  }

  return (
    <FormPage page={page}>
      <Row gutter={[14, 14]}>
        <Col xs={24} xl={16}>
          <Card title={title} size="small">
            <Form layout="vertical" component="div">
              <Row gutter={16}>
                {/* A row of its own: a company name with its site is long and must show whole. */}
                <Col xs={24}>
                  <Form.Item label={t('filters.company')} htmlFor={ids.company} required>
                    <CompanyField
                      id={ids.company}
                      value={company}
                      companies={session?.companies ?? []}
                      fixed={fixedCompany}
                      disabled={invoices.length > 0}
                      onChange={setCompany}
                    />
                  </Form.Item>
                  {warnNoCompany && !company ? (
                    <Typography.Text type="danger" style={{ display: 'block', marginTop: -16, marginBottom: 12 }}>
                      {BATCH_MESSAGES.picSelectCompany}
                    </Typography.Text>
                  ) : null}
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item label={t('batches.batchNumber')} htmlFor={ids.batchNo}>
                    {/* Never typed: the server assigns the number. Read-only (not greyed out) once it is known. */}
                    <Input
                      id={ids.batchNo}
                      disabled={!saved}
                      readOnly
                      variant="filled"
                      value={saved?.batchNo ?? ''}
                      placeholder={t('batches.assignedOnSave')}
                      style={{ fontWeight: saved ? 600 : undefined }}
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item label={t('batches.total')} htmlFor={ids.total}>
                    <Input
                      id={ids.total}
                      readOnly
                      variant="filled"
                      value={formatMoney(total)}
                      style={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
                    />
                  </Form.Item>
                </Col>
              </Row>
            </Form>
            <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
              <strong>{t('batches.invoices')}</strong>
              {saved ? null : (
                <Button icon={<Icon of={PlusOutlined} />} onClick={openFind}>
                  {t('batches.addInvoice')}
                </Button>
              )}
            </Flex>
            <Table<T>
              rowKey="id"
              size="small"
              bordered
              columns={columns}
              dataSource={invoices}
              pagination={false}
              locale={{ emptyText: t('batches.noInvoiceYet') }}
            />
            <Flex gap={8} justify="flex-end" style={{ marginTop: 16 }}>
              <Button onClick={() => void navigate('/dashboard')}>{t('poForm.cancel')}</Button>
              {saved ? (
                <Button type="primary" onClick={startAgain}>
                  {t('batches.newBatch')}
                </Button>
              ) : (
                <Button type="primary" loading={action.pending} onClick={send}>
                  {action.label}
                </Button>
              )}
            </Flex>
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          {side({ company, saved, page })}
        </Col>
      </Row>
      {finding && company ? (
        <InvoicePickerModal<T>
          {...picker}
          company={company}
          chosen={invoices}
          onClose={() => setFinding(false)}
          onDone={(chosen) => {
            setInvoices(chosen);
            setFinding(false);
            page.dismissErrors();
          }}
        />
      ) : null}
    </FormPage>
  );
}
