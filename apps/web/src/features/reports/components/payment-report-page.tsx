import { Form } from 'antd';
import { PAGE_SIZES, PAYMENT_REPORT_COLUMNS, type PaymentReportRow } from '@faktura/domain';
import { FilterCard, ListPage, useListQuery } from '../../../components/list-page';
import { useSession } from '../../../lib/session';
import { exportReport } from '../api/export-report';
import { usePaymentReport } from '../api/get-payment-report';
import { ExportButtons, useExportMessages } from './export-buttons';
import { initialPaymentFilters, PaymentFilterFields, paymentFilterQuery, type PaymentFilters } from './payment-filter-fields';
import { reportTitles, tableColumns } from './report-columns';
import { useT } from '../../../i18n/translate';

/** `/#/report/payment`: what the ERP paid the supplier; the files add Vendor Name. */
export function PaymentReportPage() {
  const session = useSession();
  const t = useT();
  const [form] = Form.useForm<PaymentFilters>();
  const initial = initialPaymentFilters(session?.user.company ?? null);
  const { list, showMessages } = useExportMessages(useListQuery({ initial, sizes: PAGE_SIZES.list }));
  const q = list.query;
  const result = usePaymentReport(q && { page: q.page, pageSize: q.pageSize, ...paymentFilterQuery(q.filters) });

  return (
    <ListPage<PaymentReportRow>
      list={list}
      result={result}
      filters={
        <FilterCard<PaymentFilters> form={form} initialValues={initial} onSearch={list.search}>
          <PaymentFilterFields idPrefix="payment-report" />
        </FilterCard>
      }
      // The files hold what the filters show now, every row of it.
      actions={<ExportButtons onExport={(format) => exportReport('payments', format, paymentFilterQuery(form.getFieldsValue()))} onMessages={showMessages} />}
      columns={tableColumns(PAYMENT_REPORT_COLUMNS, reportTitles('paymentReport', PAYMENT_REPORT_COLUMNS))}
      rowKey={(r) => `${r.checkNum}-${r.invoiceNum}-${r.amount}-${r.paymentDate}`}
      noun={{ one: t('reports.paymentReport.one'), other: t('reports.paymentReport.other') }}
      emptyText={t('reports.paymentReport.empty')}
      scrollX={1150}
    />
  );
}
