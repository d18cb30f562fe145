import { useState } from 'react';
import { Alert, Button, Card, Col, Empty, Flex, Form, Row, Spin } from 'antd';
import { FileExcelOutlined, FilePdfOutlined } from '@ant-design/icons';
import { defaultStatementRange, statementFormErrors, type CompanyOption } from '@faktura/domain';
import { CompanyField } from '../../../components/company-field';
import { DateField } from '../../../components/date-field';
import { ErrorListAlert } from '../../../components/error-list-alert';
import { Icon } from '../../../components/icon';
import { SupplierSelect } from '../../../components/supplier-select';
import { errorMessages } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { downloadStatement, useStatement, type StatementRequest } from '../api/statement';
import { StatementView } from './statement-view';
import { t, useT } from '../../../i18n/translate';

type FormValues = { company: CompanyOption | null; vendorId?: number; from: string; to: string };

/** Today in the viewer's calendar (the default end of the range). */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The PDF and .xlsx of the statement on screen; each says when it is busy. */
function DownloadButtons({ request, onMessages }: { request: StatementRequest & { vendorId: number }; onMessages: (m: readonly string[]) => void }) {
  const [busy, setBusy] = useState<'pdf' | 'xlsx' | null>(null);
  const run = async (format: 'pdf' | 'xlsx') => {
    setBusy(format);
    try {
      await downloadStatement(format, request);
      onMessages([]);
    } catch (error) {
      onMessages(errorMessages(error));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Flex gap={8} wrap>
      <Button icon={<Icon of={FilePdfOutlined} />} loading={busy === 'pdf'} aria-busy={busy === 'pdf'} onClick={() => void run('pdf')}>
        {t('reports.statement.downloadPdf')}
      </Button>
      <Button icon={<Icon of={FileExcelOutlined} />} loading={busy === 'xlsx'} aria-busy={busy === 'xlsx'} onClick={() => void run('xlsx')}>
        {t('reports.statement.downloadExcel')}
      </Button>
    </Flex>
  );
}

/**
 * `/#/report/statement`: a supplier's statement of account at one company for a date range. A supplier
 * sees its own; finance and PIC choose the supplier (finance any, PIC its mapped ones: the server decides).
 */
export function StatementPage() {
  const session = useSession();
  useT();
  const companies = session?.companies ?? [];
  const needsSupplier = session?.user.typeUser !== 'VENDOR';
  const [form] = Form.useForm<FormValues>();
  const company = Form.useWatch('company', form);
  const [initial] = useState<FormValues>(() => ({
    company: session?.user.company ?? (companies.length === 1 ? companies[0]! : null),
    ...defaultStatementRange(localToday()),
  }));
  const [errors, setErrors] = useState<readonly string[]>([]);
  const [downloadErrors, setDownloadErrors] = useState<readonly string[]>([]);
  const [request, setRequest] = useState<StatementRequest | null>(null);
  const result = useStatement(request);

  const submit = (values: FormValues) => {
    const refused = statementFormErrors({ ...values, needsSupplier });
    setErrors(refused);
    setDownloadErrors([]);
    if (refused.length || !values.company) return;
    setRequest({
      instance: values.company.instance,
      orgId: values.company.orgId,
      from: values.from,
      to: values.to,
      ...(needsSupplier ? { vendorId: values.vendorId } : {}),
    });
  };

  const statement = result.data;
  return (
    <Flex vertical gap={16}>
      <Card title={t('reports.statement.title')}>
        <Form<FormValues>
          form={form}
          layout="vertical"
          initialValues={initial}
          onFinish={submit}
          onValuesChange={(changed: Partial<FormValues>) => {
            if ('company' in changed) form.setFieldValue('vendorId', undefined);
          }}
        >
          <ErrorListAlert messages={errors} onClose={() => setErrors([])} />
          <Row gutter={16} style={{ marginTop: errors.length ? 12 : 0 }}>
            <Col xs={24} md={needsSupplier ? 6 : 10}>
              <Form.Item label={t('reports.statement.company')} name="company" htmlFor="statement-company" required>
                <CompanyField id="statement-company" companies={companies} />
              </Form.Item>
            </Col>
            {needsSupplier ? (
              <Col xs={24} md={6}>
                <Form.Item label={t('reports.statement.supplier')} name="vendorId" htmlFor="statement-supplier" required>
                  <SupplierSelect
                    id="statement-supplier"
                    instance={company?.instance ?? 'AAM'}
                    orgId={company?.orgId}
                    placeholder={t('reports.statement.selectSupplier')}
                    aria-label={t('reports.statement.supplier')}
                  />
                </Form.Item>
              </Col>
            ) : null}
            <Col xs={12} md={needsSupplier ? 4 : 5}>
              <Form.Item label={t('reports.statement.fromDate')} name="from" htmlFor="statement-from" required>
                <DateField id="statement-from" />
              </Form.Item>
            </Col>
            <Col xs={12} md={needsSupplier ? 4 : 5}>
              <Form.Item label={t('reports.statement.toDate')} name="to" htmlFor="statement-to" required>
                <DateField id="statement-to" />
              </Form.Item>
            </Col>
            {/* What the row leaves, at least the button's width: a longer label (Indonesian) moves it to the next line instead of past the card. */}
            <Col flex="auto" style={{ display: 'flex', alignItems: 'flex-end', paddingBottom: 24 }}>
              <Button type="primary" htmlType="submit" loading={result.isFetching}>
                {t('reports.statement.show')}
              </Button>
            </Col>
          </Row>
        </Form>
      </Card>
      {request ? (
        <Card
          title={statement ? t('reports.statement.titleOf', { supplier: statement.supplierName }) : t('reports.statement.title')}
          extra={statement ? <DownloadButtons request={{ ...request, vendorId: statement.vendorId }} onMessages={setDownloadErrors} /> : null}
        >
          <Flex vertical gap={12}>
            <ErrorListAlert messages={downloadErrors} onClose={() => setDownloadErrors([])} />
            {result.isPending ? (
              <Flex justify="center" style={{ padding: 32 }}>
                <Spin description={t('reports.statement.loading')} aria-label={t('reports.statement.loadingLabel')}>
                  <div style={{ width: 200, height: 40 }} />
                </Spin>
              </Flex>
            ) : result.isError ? (
              <Alert type="error" showIcon role="alert" title={errorMessages(result.error).join(' ')} />
            ) : statement && statement.currencies.length === 0 ? (
              <Empty description={t('reports.statement.empty')} />
            ) : statement ? (
              <StatementView statement={statement} />
            ) : null}
          </Flex>
        </Card>
      ) : null}
    </Flex>
  );
}
