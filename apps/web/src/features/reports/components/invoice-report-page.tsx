import { Col, Form } from 'antd';
import { Link } from 'react-router';
import { INVOICE_REPORT_COLUMNS, invoiceDetailPath, PAGE_SIZES, type CompanyOption, type InvoiceReportRow } from '@faktura/domain';
import { CompanyField } from '../../../components/company-field';
import { DateField } from '../../../components/date-field';
import { FilterCard, ListPage, useListQuery } from '../../../components/list-page';
import { StatusTag } from '../../../components/status-tag';
import { useSession } from '../../../lib/session';
import { exportReport } from '../api/export-report';
import { useInvoiceReport } from '../api/get-invoice-report';
import type { InvoiceReportFilterQuery } from '../api/keys';
import { ExportButtons, useExportMessages } from './export-buttons';
import { reportTitles, tableColumns } from './report-columns';
import { useT, t } from '../../../i18n/translate';
import { WhtViewButton } from './wht-view-button';

type InvoiceReportFilters = { company: CompanyOption | null; fromDate: string; toDate: string };

// Built at each draw: the headings follow the language.
const columns = () => [
  ...tableColumns(INVOICE_REPORT_COLUMNS, reportTitles('invoiceReport', INVOICE_REPORT_COLUMNS), {
    invoiceNo: (r) => <Link to={invoiceDetailPath(r)}>{r.invoiceNo}</Link>,
    status: (r) => <StatusTag status={r.status} />,
  }),
  { key: 'whtRate', title: t('reports.wht.column'), width: 100, render: (_: unknown, r: InvoiceReportRow) => <WhtViewButton row={r} /> },
];

const toQuery = (f: InvoiceReportFilters): InvoiceReportFilterQuery => ({
  orgId: f.company?.orgId,
  instance: f.company?.instance,
  fromDate: f.fromDate || undefined,
  toDate: f.toDate || undefined,
});

/** `/#/report/invoice`: the supplier's invoices of a company by invoice date, Export XLS and Download Excel. */
export function InvoiceReportPage() {
  const session = useSession();
  const t = useT();
  const [form] = Form.useForm<InvoiceReportFilters>();
  const initial: InvoiceReportFilters = { company: session?.user.company ?? null, fromDate: '', toDate: '' };
  const { list, showMessages } = useExportMessages(useListQuery({ initial, sizes: PAGE_SIZES.list }));
  const q = list.query;
  const result = useInvoiceReport(q && { page: q.page, pageSize: q.pageSize, ...toQuery(q.filters) });

  return (
    <ListPage<InvoiceReportRow>
      list={list}
      result={result}
      filters={
        <FilterCard<InvoiceReportFilters> form={form} initialValues={initial} onSearch={list.search}>
          <Col xs={24} md={8}>
            <Form.Item label={t('reports.filters.company')} name="company" htmlFor="ir-company">
              <CompanyField id="ir-company" companies={session?.companies ?? []} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item label={t('reports.filters.fromDate')} name="fromDate" htmlFor="ir-from-date">
              <DateField id="ir-from-date" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item label={t('reports.filters.toDate')} name="toDate" htmlFor="ir-to-date">
              <DateField id="ir-to-date" />
            </Form.Item>
          </Col>
        </FilterCard>
      }
      // The files hold what the filters show now, every row of it.
      actions={<ExportButtons onExport={(format) => exportReport('invoices', format, toQuery(form.getFieldsValue()))} onMessages={showMessages} />}
      columns={columns()}
      rowKey="id"
      noun={{ one: t('reports.invoiceReport.one'), other: t('reports.invoiceReport.other') }}
      emptyText={t('reports.invoiceReport.empty')}
      rowHref={invoiceDetailPath}
      scrollX={1600}
    />
  );
}
