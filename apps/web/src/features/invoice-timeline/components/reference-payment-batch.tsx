import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Form, Popconfirm, Row, Table, Typography } from 'antd';
import { paymentBatchErrors, referenceErpApi, type PaymentBatchPayment, type PaymentBatchResult } from '@faktura/domain';
import { Amount } from '../../../components/amount';
import { DateField } from '../../../components/date-field';
import { callApi, errorMessages } from '../../../lib/api-client';
import { invalidateKeys, QUERY_ROOTS } from '../../../lib/query-keys';
import { formatDate } from '../../../lib/format';
import { t, useT } from '../../../i18n/translate';
import { translateMessage } from '../../../i18n/messages';

const batchKeys = { availability: [...QUERY_ROOTS.masterData, 'reference-erp', 'payment-batches'] as const };

/** What one batch paid: a line per payment (cheque, supplier, company, amount, bank). */
function BatchResult({ result }: { result: PaymentBatchResult }) {
  if (!result.payments.length) return <Alert type="info" showIcon title={t('reports.paymentBatch.noneDue')} />;
  return (
    <Flex vertical gap={8} data-testid="payment-batch-result">
      <Alert
        type="success"
        showIcon
        title={
          result.payments.length === 1
            ? t('reports.paymentBatch.madeOne', { date: formatDate(result.paymentDate) })
            : t('reports.paymentBatch.made', { count: result.payments.length, date: formatDate(result.paymentDate) })
        }
      />
      <Table<PaymentBatchPayment>
        size="small"
        rowKey={(p) => `${p.instance}:${p.checkId}`}
        dataSource={result.payments}
        pagination={false}
        columns={[
          { title: t('reports.paymentBatch.chequeReference'), dataIndex: 'checkNum' },
          { title: t('reports.paymentBatch.instance'), dataIndex: 'instance', width: 90 },
          { title: t('reports.paymentBatch.supplierId'), dataIndex: 'vendorId', width: 110 },
          { title: t('reports.paymentBatch.orgId'), dataIndex: 'orgId', width: 80 },
          { title: t('reports.paymentBatch.installments'), dataIndex: 'installments', width: 110, align: 'right' },
          { title: t('reports.paymentBatch.bank'), dataIndex: 'bankName' },
          {
            title: t('reports.paymentBatch.amount'),
            key: 'amount',
            align: 'right',
            render: (_: unknown, p) => <Amount value={p.amount} currency={p.currency} />,
          },
        ]}
      />
    </Flex>
  );
}

type BatchForm = { payFromDate?: string; payThroughDate?: string };

/**
 * The reference ERP's operator runs its payment batch now instead of waiting for the hourly run
 * (docs/decisions/030-reference-erp-payment-run.md). Shown only when the portal's ERP is the reference one.
 */
export function ReferencePaymentBatch() {
  const client = useQueryClient();
  useT();
  const availability = useQuery({
    queryKey: batchKeys.availability,
    queryFn: ({ signal }) => callApi(referenceErpApi.paymentBatchAvailability, { signal }),
  });
  const [form] = Form.useForm<BatchForm>();
  const [errors, setErrors] = useState<string[]>([]);
  const run = useMutation({
    mutationFn: (body: BatchForm & { payThroughDate: string }) =>
      callApi(referenceErpApi.runPaymentBatch, {
        body: { payThroughDate: body.payThroughDate, ...(body.payFromDate ? { payFromDate: body.payFromDate } : {}) },
      }),
    onSuccess: () => {
      setErrors([]);
      // Paid invoices read differently everywhere (lists, timeline, remittances, statements).
      void invalidateKeys(client, QUERY_ROOTS.invoices, QUERY_ROOTS.reports, QUERY_ROOTS.finance, QUERY_ROOTS.dashboard);
    },
    onError: (error) => setErrors(errorMessages(error)),
  });
  if (!availability.data?.available) return null;

  const submit = () => {
    const values = form.getFieldsValue();
    const messages = paymentBatchErrors(values);
    setErrors(messages);
    if (!messages.length) run.mutate({ ...values, payThroughDate: values.payThroughDate! });
  };

  return (
    <Card title={t('reports.paymentBatch.title')} data-testid="reference-payment-batch">
      <Flex vertical gap={12}>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('reports.paymentBatch.intro')}
        </Typography.Paragraph>
        <Form<BatchForm> form={form} layout="vertical" initialValues={{ payThroughDate: availability.data.today }}>
          <Row gutter={16} align="bottom">
            <Col xs={24} md={8}>
              <Form.Item label={t('reports.paymentBatch.payFromDate')} name="payFromDate" htmlFor="batch-from">
                <DateField id="batch-from" placeholder={t('reports.paymentBatch.any')} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label={t('reports.paymentBatch.payThroughDate')} name="payThroughDate" htmlFor="batch-through" required>
                <DateField id="batch-through" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item>
                <Popconfirm
                  title={t('reports.paymentBatch.confirm')}
                  okText={t('reports.paymentBatch.runOk')}
                  cancelText={t('reports.paymentBatch.no')}
                  onConfirm={submit}
                >
                  <Button type="primary" loading={run.isPending}>
                    {t('reports.paymentBatch.run')}
                  </Button>
                </Popconfirm>
              </Form.Item>
            </Col>
          </Row>
        </Form>
        {errors.length ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={errors.map((m) => (
              <div key={m}>{translateMessage(m)}</div>
            ))}
          />
        ) : null}
        {run.data && !errors.length ? <BatchResult result={run.data} /> : null}
      </Flex>
    </Card>
  );
}
