import { useState } from 'react';
import { Button, Card, Col, Flex, Form, Input, Row, Table, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { BATCH_MESSAGES, sumMoney, validateProxyBatch, type CompanyOption, type ProxyInvoice } from '@faktura/domain';
import { Amount } from '../../../components/amount';
import { CompanyField } from '../../../components/company-field';
import { FormPage, useFormPage } from '../../../components/form-page';
import { Icon } from '../../../components/icon';
import { formatMoney } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useCreateProxyBatch } from '../api/proxy-batches';
import { BatchListPage } from './batch-list-page';
import { BatchPrintButtons } from './batch-print-buttons';
import { ProxyInvoiceModal } from './proxy-invoice-modal';

/** `/#/batch/proxy`: a PIC chooses a company, picks proxy invoices and saves them as a batch. */
export function ProxyBatchPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [company, setCompany] = useState<CompanyOption | null>(null);
  const [invoices, setInvoices] = useState<ProxyInvoice[]>([]);
  const [finding, setFinding] = useState(false);
  const [saved, setSaved] = useState<{ id: number; batchNo: string } | null>(null);
  const page = useFormPage();
  const create = useCreateProxyBatch();
  const total = sumMoney(invoices.map((i) => i.amount));
  const isPic = session?.user.typeUser === 'PIC';

  const save = () => {
    const form = { orgId: company?.orgId ?? 0, instance: company?.instance ?? '', invoiceIds: invoices.map((i) => i.id) };
    if (
      !page.validate(
        validateProxyBatch(
          form,
          total,
          invoices.map((i) => i.vendorId),
        ),
      )
    )
      return;
    create.mutate(form, {
      onSuccess: (batch) => {
        setSaved({ id: batch.id, batchNo: batch.batchNo });
        page.showSuccess(BATCH_MESSAGES.saved, `Batch number ${batch.batchNo}`);
      },
      onError: page.showFailure,
    });
  };
  const startAgain = () => {
    setSaved(null);
    setInvoices([]);
    page.dismissSuccess();
  };

  const columns: TableColumnsType<ProxyInvoice> = [
    { title: 'Invoice Number', dataIndex: 'invoiceNo' },
    { title: 'Supplier', dataIndex: 'vendorName', ellipsis: true },
    { title: 'Amount', dataIndex: 'amount', width: 180, align: 'right', render: (a: string) => <Amount value={a} /> },
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
          <Card title="Batch Proxy" size="small">
            <Form layout="vertical" component="div">
              <Row gutter={16}>
                <Col xs={24}>
                  <Form.Item label="Company" htmlFor="proxy-company" required>
                    <CompanyField
                      id="proxy-company"
                      value={company}
                      companies={session?.companies ?? []}
                      disabled={invoices.length > 0}
                      onChange={setCompany}
                    />
                  </Form.Item>
                  {isPic && !company ? (
                    <Typography.Text type="danger" style={{ display: 'block', marginTop: -16, marginBottom: 12 }}>
                      {BATCH_MESSAGES.picSelectCompany}
                    </Typography.Text>
                  ) : null}
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item label="Batch Number" htmlFor="proxy-batch-no">
                    <Input id="proxy-batch-no" readOnly variant="filled" value={saved?.batchNo ?? ''} placeholder="Assigned on save" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item label="Total" htmlFor="proxy-total">
                    <Input
                      id="proxy-total"
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
              {saved ? null : (
                <Button icon={<Icon of={PlusOutlined} />} onClick={() => (company ? setFinding(true) : page.showErrors([BATCH_MESSAGES.picSelectCompany]))}>
                  Add Invoice
                </Button>
              )}
            </Flex>
            <Table<ProxyInvoice>
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
              {saved ? (
                <Button type="primary" onClick={startAgain}>
                  New Batch
                </Button>
              ) : (
                <Button type="primary" loading={create.isPending} onClick={save}>
                  Save
                </Button>
              )}
            </Flex>
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card title="Print Batch" size="small">
            <Typography.Paragraph type="secondary">{saved ? `Batch ${saved.batchNo}` : 'Save the batch to print its documents.'}</Typography.Paragraph>
            <BatchPrintButtons batchId={saved?.id ?? null} onError={(m) => (m.length ? page.showErrors(m) : undefined)} vertical />
          </Card>
        </Col>
      </Row>
      {finding && company ? (
        <ProxyInvoiceModal
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

/** `/#/batch/list-proxy`: the batch list showing only proxy batches. */
export const ProxyBatchListPage = () => <BatchListPage proxy />;
