import { Form } from 'antd';
import { PAGE_SIZES, PAYMENT_SCHEDULE_COLUMNS, REPORT_MESSAGES, type PaymentScheduleRow } from '@faktura/domain';
import { FilterCard, ListPage, useListQuery } from '../../../components/list-page';
import { useSession } from '../../../lib/session';
import { exportReport } from '../api/export-report';
import { usePaymentSchedule } from '../api/get-payment-schedule';
import { ExportButtons, useExportMessages } from './export-buttons';
import { initialPaymentFilters, PaymentFilterFields, paymentFilterQuery, type PaymentFilters } from './payment-filter-fields';
import { reportTitles, tableColumns } from './report-columns';
import { useT } from '../../../i18n/translate';

/** The payment schedule needs a company — for Search and for the files alike. */
const companyMessages = (f: PaymentFilters) => (f.company ? [] : [REPORT_MESSAGES.selectCompany]);

/** `/#/report/payment-schedule`: the installments of the supplier's invoices; the files add Paid Amount. */
export function PaymentSchedulePage() {
  const session = useSession();
  const t = useT();
  const [form] = Form.useForm<PaymentFilters>();
  const initial = initialPaymentFilters(session?.user.company ?? null);
  const { list, showMessages } = useExportMessages(useListQuery({ initial, sizes: PAGE_SIZES.list, searchAtOnce: !!initial.company }));
  const q = list.query;
  const result = usePaymentSchedule(q && { page: q.page, pageSize: q.pageSize, ...paymentFilterQuery(q.filters) });
  // The files hold what the filters show now, every row of it.
  const filtersNow = (): PaymentFilters => form.getFieldsValue();

  return (
    <ListPage<PaymentScheduleRow>
      list={list}
      result={result}
      filters={
        <FilterCard<PaymentFilters>
          form={form}
          initialValues={initial}
          onSearch={(f) => list.searchIf(companyMessages(f), f)}
          // Another company's schedule is another report: the rows shown no longer apply.
          onValuesChange={(changed) => 'company' in changed && list.reset()}
        >
          <PaymentFilterFields idPrefix="payment-schedule" companyRequired />
        </FilterCard>
      }
      actions={
        <ExportButtons
          check={() => companyMessages(filtersNow())}
          onExport={(format) => exportReport('payment-schedules', format, paymentFilterQuery(filtersNow()))}
          onMessages={showMessages}
        />
      }
      columns={tableColumns(PAYMENT_SCHEDULE_COLUMNS, reportTitles('paymentSchedule', PAYMENT_SCHEDULE_COLUMNS))}
      rowKey={(r) => `${r.invoiceNum}-${r.paymentSchedule}-${r.amountPaid}`}
      noun={{ one: t('reports.paymentSchedule.one'), other: t('reports.paymentSchedule.other') }}
      emptyText={t('reports.paymentSchedule.empty')}
      idleText={t('reports.paymentSchedule.idle')}
      scrollX={1100}
    />
  );
}
