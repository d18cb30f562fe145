import { Link } from 'react-router';
import { INVOICE_HISTORY_COLUMNS, invoiceDetailPath, type InvoiceHistoryRow } from '@faktura/domain';
import { ListPage } from '../../../components/list-page';
import { StatusTag } from '../../../components/status-tag';
import { usePoHistoryFilters } from '../../receipts';
import { useInvoiceHistory } from '../api/get-invoice-history';
import { tableColumns } from './report-columns';

// The invoice number is a real link: the row opens by keyboard too.
const columns = tableColumns(INVOICE_HISTORY_COLUMNS, {
  invoiceNo: (r) => <Link to={invoiceDetailPath(r)}>{r.invoiceNo}</Link>,
  status: (r) => <StatusTag status={r.status} />,
});

/** `/#/report/invoice-history`: the supplier's invoices billing one purchase order. */
export function InvoiceHistoryPage() {
  const { list, query, filters } = usePoHistoryFilters('ih');
  const history = useInvoiceHistory(query);

  return (
    <ListPage<InvoiceHistoryRow>
      list={list}
      result={history}
      filters={filters}
      columns={columns}
      rowKey="id"
      noun={{ one: 'invoice', other: 'invoices' }}
      emptyText="No invoices for this PO"
      idleText="Choose a PO and press Search"
      rowHref={invoiceDetailPath}
      scrollX={1000}
    />
  );
}
