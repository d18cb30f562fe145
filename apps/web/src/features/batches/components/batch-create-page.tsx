import { useState } from 'react';
import { Button, Card, Col, Flex, Form, Input, Row, Table, type TableColumnsType } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { BATCH_MESSAGES, sumMoney, validateBatch, type CompanyOption } from '@faktura/domain';
import { Amount } from '../../../components/amount';
import { CompanyField } from '../../../components/company-field';
import { FormPage, useFormPage } from '../../../components/form-page';
import { Icon } from '../../../components/icon';
import { formatMoney } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useCreateBatch } from '../api/create-batch';
import type { BatchInvoice } from '../api/get-available-invoices';
import { FindInvoiceModal } from './find-invoice-modal';
import { PrintBatchPanel } from './print-batch-panel';

/** `/#/batch/create`: group DRAFT PO invoices into a batch and submit it. */
export function BatchCreatePage() {
  const session = useSession();
  const navigate = useNavigate();
  const fixed = session?.user.company ?? null;
  const [company, setCompany] = useState<CompanyOption | null>(fixed);
  const [invoices, setInvoices] = useState<BatchInvoice[]>([]);
  const [finding, setFinding] = useState(false);
  const [submitted, setSubmitted] = useState<{ id: number; batchNo: string } | null>(null);
  const [printId, setPrintId] = useState<number | null>(null);
  const page = useFormPage();
  const create = useCreateBatch();
  const total = sumMoney(invoices.map((i) => i.amount));

  const submit = () => {
    const form = { orgId: company?.orgId ?? 0, instance: company?.instance ?? '', invoiceIds: invoices.map((i) => i.id) };
    if (!page.validate(validateBatch(form, total))) return;
    create.mutate(
      { ...form, submit: true },
      {
        onSuccess: (batch) => {
          setSubmitted({ id: batch.id, batchNo: batch.batchNo });
          page.showSuccess(BATCH_MESSAGES.submitted, `Batch number ${batch.batchNo}`);
          setPrintId(batch.id); // ready to print straight away
        },
        onError: page.showFailure,
      },
    );
  };
  const startAgain = () => {
    setSubmitted(null);
    setInvoices([]);
    page.dismissSuccess();
  };
  const openFind = () => (company ? setFinding(true) : page.showErrors([BATCH_MESSAGES.selectCompany]));

  const columns: TableColumnsType<BatchInvoice> = [
    { title: 'Invoice Number', dataIndex: 'invoiceNo' },
    { title: 'Amount', dataIndex: 'amount', width: 180, align: 'right', render: (a: string) => <Amount value={a} /> },
  ];
  if (!submitted) {
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
          aria-label={`Remove ${inv.invoiceNo}`}
          onClick={() => setInvoices((xs) => xs.filter((x) => x.id !== inv.id))}
        />
      ),
    });
  }

  return (
    <FormPage page={page}>
      <Row gutter={[14, 14]}>
        <Col xs={24} xl={16}>
          <Card title="Batch" size="small">
            <Form layout="vertical" component="div">
              <Row gutter={16}>
                {/* A row of its own: a company name with its site is long and must show whole. */}
                <Col xs={24}>
                  <Form.Item label="Company" htmlFor="batch-company" required>
                    <CompanyField
                      id="batch-company"
                      value={company}
                      companies={session?.companies ?? []}
                      fixed={fixed}
                      disabled={invoices.length > 0}
                      onChange={setCompany}
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item label="Batch Number" htmlFor="batch-no">
                    {/* Never typed: the server assigns the number. Read-only (not greyed out) once it is known. */}
                    <Input
                      id="batch-no"
                      disabled={!submitted}
                      readOnly
                      variant="filled"
                      value={submitted?.batchNo ?? ''}
                      placeholder="Assigned on save"
                      style={{ fontWeight: submitted ? 600 : undefined }}
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item label="Total" htmlFor="batch-total">
                    <Input
                      id="batch-total"
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
              <strong>Invoices</strong>
              {submitted ? null : (
                <Button icon={<Icon of={PlusOutlined} />} onClick={openFind}>
                  Add Invoice
                </Button>
              )}
            </Flex>
            <Table<BatchInvoice>
              rowKey="id"
              size="small"
              bordered
              columns={columns}
              dataSource={invoices}
              pagination={false}
              locale={{ emptyText: 'No invoice yet. Use Add Invoice.' }}
            />
            <Flex gap={8} justify="flex-end" style={{ marginTop: 16 }}>
              <Button onClick={() => void navigate('/dashboard')}>Cancel</Button>
              {submitted ? (
                <Button type="primary" onClick={startAgain}>
                  New Batch
                </Button>
              ) : (
                <Button type="primary" loading={create.isPending} onClick={submit}>
                  Submit
                </Button>
              )}
            </Flex>
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <PrintBatchPanel company={company} selected={printId} onSelect={setPrintId} />
        </Col>
      </Row>
      {finding && company ? (
        <FindInvoiceModal
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
