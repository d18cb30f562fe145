import { Link } from 'react-router';
import { INVOICE_HISTORY_COLUMNS, invoiceDetailPath, type InvoiceHistoryRow } from '@faktura/domain';
import { ListPage } from '../../../components/list-page';
import { StatusTag } from '../../../components/status-tag';
import { usePoHistoryFilters } from '../../receipts';
import { useInvoiceHistory } from '../api/get-invoice-history';
import { reportTitles, tableColumns } from './report-columns';
import { useT } from '../../../i18n/translate';

// The invoice number is a real link: the row opens by keyboard too. Built at each draw: the headings follow the language.
const columns = () =>
  tableColumns(INVOICE_HISTORY_COLUMNS, reportTitles('invoiceHistory', INVOICE_HISTORY_COLUMNS), {
    invoiceNo: (r) => <Link to={invoiceDetailPath(r)}>{r.invoiceNo}</Link>,
    status: (r) => <StatusTag status={r.status} />,
  });

/** `/#/report/invoice-history`: the supplier's invoices billing one purchase order. */
export function InvoiceHistoryPage() {
  const { list, query, filters } = usePoHistoryFilters('ih');
  const history = useInvoiceHistory(query);
  const t = useT();

  return (
    <ListPage<InvoiceHistoryRow>
      list={list}
      result={history}
      filters={filters}
      columns={columns()}
      rowKey="id"
      noun={{ one: t('reports.invoiceHistory.one'), other: t('reports.invoiceHistory.other') }}
      emptyText={t('reports.invoiceHistory.empty')}
      idleText={t('reports.invoiceHistory.idle')}
      rowHref={invoiceDetailPath}
      scrollX={1000}
    />
  );
}
