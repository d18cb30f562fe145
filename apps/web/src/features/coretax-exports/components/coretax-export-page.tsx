import { useState } from 'react';
import { Alert, Button, Card, Col, Empty, Flex, Form, Row, Select, Spin, Table, Typography, type TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import {
  CORETAX_MESSAGES,
  defaultTaxPeriod,
  parseTaxPeriod,
  taxPeriodOptions,
  type CompanyOption,
  type CoretaxExportKind,
  type CoretaxExportRow,
  type CoretaxQuery,
  type CoretaxRefusedRow,
} from '@faktura/domain';
import { Amount } from '../../../components/amount';
import { CompanyField } from '../../../components/company-field';
import { KEYBOARD_SCROLLABLE } from '../../../components/list-page';
import { ErrorListAlert } from '../../../components/error-list-alert';
import { Icon } from '../../../components/icon';
import { errorMessages } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { downloadCoretax, useCoretaxPreview } from '../api/coretax-exports';
import { t, translateMessage, type MessageKey } from '../../../i18n';
import { wideTable } from '../../../components/wide-table';

type FormValues = { company: CompanyOption | null; period: string };
type Request = { instance: string; orgId: number; period: string };

/** "April 2025" in the chosen language (English as the domain's taxPeriodLabel writes it). */
function periodLabel(period: string): string {
  const p = parseTaxPeriod(period);
  return p ? t('finance.coretax.period', { month: t(`finance.coretax.months.m${p.month}` as MessageKey), year: p.year }) : period;
}

/** Today in the viewer's calendar. */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

// Read at each draw: the texts follow the language.
const kindText = (kind: CoretaxExportKind): { heading: string; download: string; reference: string; tax: string } =>
  kind === 'bppu'
    ? {
        heading: translateMessage(CORETAX_MESSAGES.bppuHeading),
        download: translateMessage(CORETAX_MESSAGES.downloadBppu),
        reference: t('finance.coretax.bppuReference'),
        tax: t('finance.coretax.pphWithheld'),
      }
    : {
        heading: translateMessage(CORETAX_MESSAGES.returHeading),
        download: translateMessage(CORETAX_MESSAGES.downloadRetur),
        reference: t('finance.coretax.returReference'),
        tax: t('finance.coretax.ppnReturned'),
      };

/** One kind's preview: the rows the file holds, the refused rows with their reasons, and its download. */
function KindSection({ kind, request }: { kind: CoretaxExportKind; request: Request }) {
  const query: CoretaxQuery = { kind, ...request };
  const preview = useCoretaxPreview(query);
  const [busy, setBusy] = useState(false);
  const [downloadErrors, setDownloadErrors] = useState<readonly string[]>([]);
  const text = kindText(kind);
  const documentNo = kind === 'bppu' ? t('columns.invoiceNo') : t('finance.coretax.debitNoteNo');
  const data = preview.data;
  const canDownload = !!data && data.exportable.length > 0 && data.fileProblems.length === 0;
  const download = async () => {
    setBusy(true);
    try {
      await downloadCoretax(query);
      setDownloadErrors([]);
    } catch (error) {
      setDownloadErrors(errorMessages(error));
    } finally {
      setBusy(false);
    }
  };
  const columns: TableColumnsType<CoretaxExportRow> = [
    { title: documentNo, dataIndex: 'documentNo', width: 170 },
    { title: t('columns.supplier'), dataIndex: 'vendorName', width: 180 },
    { title: kind === 'bppu' ? t('finance.coretax.counterpartTin') : t('finance.coretax.sellerTin'), dataIndex: 'counterpartTin', width: 160 },
    ...(kind === 'bppu' ? [{ title: t('finance.coretax.taxObjectCode'), dataIndex: 'taxObjectCode', width: 130 }] : []),
    { title: text.reference, dataIndex: 'reference', width: 190 },
    { title: t('finance.coretax.taxBase'), dataIndex: 'base', align: 'right', width: 150, render: (v: string) => <Amount value={v} /> },
    ...(kind === 'bppu' ? [{ title: t('finance.coretax.rate'), dataIndex: 'rate', align: 'right' as const, width: 80 }] : []),
    { title: text.tax, dataIndex: 'tax', align: 'right', width: 140, render: (v: string) => <Amount value={v} /> },
    { title: kind === 'bppu' ? t('finance.coretax.withholdingDate') : t('finance.coretax.returnDate'), dataIndex: 'date', width: 130 },
  ];
  const refusedColumns: TableColumnsType<CoretaxRefusedRow> = [
    { title: documentNo, dataIndex: 'documentNo', width: 170 },
    { title: t('columns.supplier'), dataIndex: 'vendorName', width: 200 },
    ...(kind === 'bppu' ? [{ title: t('finance.coretax.whtCode'), dataIndex: 'whtCode', width: 120 }] : []),
    { title: t('finance.coretax.taxBase'), dataIndex: 'base', align: 'right', width: 150, render: (v: string) => <Amount value={v} /> },
    {
      title: t('finance.coretax.reason'),
      dataIndex: 'reasons',
      render: (reasons: string[]) => (
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {reasons.map((r) => (
            <li key={r}>{translateMessage(r)}</li>
          ))}
        </ul>
      ),
    },
  ];
  return (
    <Card
      title={text.heading}
      data-testid={`coretax-${kind}`}
      extra={
        <Button type="primary" icon={<Icon of={DownloadOutlined} />} disabled={!canDownload} loading={busy} aria-busy={busy} onClick={() => void download()}>
          {text.download}
        </Button>
      }
    >
      {preview.isPending ? (
        <Flex justify="center" style={{ padding: 24 }}>
          <Spin aria-label={t('finance.coretax.loading')} />
        </Flex>
      ) : preview.isError ? (
        <ErrorListAlert messages={errorMessages(preview.error)} />
      ) : data ? (
        <Flex vertical gap={12}>
          <ErrorListAlert messages={downloadErrors} onClose={() => setDownloadErrors([])} />
          {data.fileProblems.length ? <ErrorListAlert messages={data.fileProblems} /> : null}
          <Typography.Text strong data-testid={`coretax-${kind}-count`}>
            {CORETAX_MESSAGES.exportable(data.exportable.length)}
          </Typography.Text>
          {data.exportable.length ? (
            <Table<CoretaxExportRow>
              size="small"
              rowKey={(r) => `${r.sourceId}-${r.taxObjectCode ?? ''}`}
              columns={columns}
              dataSource={data.exportable}
              pagination={data.exportable.length > 50 ? { pageSize: 50 } : false}
              {...wideTable(1200)}
              components={KEYBOARD_SCROLLABLE}
            />
          ) : (
            <Empty description={translateMessage(CORETAX_MESSAGES.nothingToExport)} />
          )}
          {data.refused.length ? (
            <>
              <Typography.Title level={5} style={{ margin: 0 }}>
                {translateMessage(CORETAX_MESSAGES.refusedHeading)} ({data.refused.length})
              </Typography.Title>
              <Table<CoretaxRefusedRow>
                size="small"
                data-testid={`coretax-${kind}-refused`}
                rowKey={(r) => `${r.sourceId}-${r.whtCode ?? ''}`}
                columns={refusedColumns}
                dataSource={data.refused}
                pagination={data.refused.length > 50 ? { pageSize: 50 } : false}
                {...wideTable(900)}
                components={KEYBOARD_SCROLLABLE}
              />
            </>
          ) : null}
        </Flex>
      ) : null}
    </Card>
  );
}

/**
 * `/#/finance/coretax` (finance): per company and tax period, the withholding slips (BPPU) of PPh
 * withheld on invoices paid in the period and the input-tax returns (Retur) of its debit notes,
 * each with the rows its file holds and the rows refused with their reasons, before download.
 */
export function CoretaxExportPage() {
  const session = useSession();
  const companies = session?.companies ?? [];
  const today = localToday();
  const [initial] = useState<FormValues>(() => ({
    company: session?.user.company ?? (companies.length === 1 ? companies[0]! : null),
    period: defaultTaxPeriod(today),
  }));
  const [errors, setErrors] = useState<readonly string[]>([]);
  const [request, setRequest] = useState<Request | null>(null);
  const submit = (values: FormValues) => {
    if (!values.company) {
      setErrors([CORETAX_MESSAGES.companyRequired]);
      return;
    }
    setErrors([]);
    setRequest({ instance: values.company.instance, orgId: values.company.orgId, period: values.period });
  };
  return (
    <Flex vertical gap={16}>
      <Card title={translateMessage(CORETAX_MESSAGES.formHeading)}>
        <Form<FormValues> layout="vertical" initialValues={initial} onFinish={submit}>
          <ErrorListAlert messages={errors} onClose={() => setErrors([])} />
          <Row gutter={16} style={{ marginTop: errors.length ? 12 : 0 }}>
            <Col xs={24} md={10}>
              <Form.Item label={t('filters.company')} name="company" htmlFor="coretax-company" required>
                <CompanyField id="coretax-company" companies={companies} />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item label={t('finance.coretax.taxPeriod')} name="period" htmlFor="coretax-period" required>
                <Select
                  id="coretax-period"
                  showSearch
                  optionFilterProp="label"
                  options={taxPeriodOptions(today, 36).map((o) => ({ value: o.value, label: periodLabel(o.value) }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={4} style={{ display: 'flex', alignItems: 'flex-end', paddingBottom: 24 }}>
              <Button type="primary" htmlType="submit">
                {t('finance.coretax.showFiles')}
              </Button>
            </Col>
          </Row>
        </Form>
        {request ? (
          <Alert
            type="info"
            showIcon
            title={`${companies.find((c) => c.instance === request.instance && c.orgId === request.orgId)?.name ?? `${request.instance} ${request.orgId}`}, ${periodLabel(request.period)}`}
          />
        ) : null}
      </Card>
      {request ? (
        <>
          <KindSection key={`bppu-${request.instance}-${request.orgId}-${request.period}`} kind="bppu" request={request} />
          <KindSection key={`retur-${request.instance}-${request.orgId}-${request.period}`} kind="retur" request={request} />
        </>
      ) : null}
    </Flex>
  );
}
