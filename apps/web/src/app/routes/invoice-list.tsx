import { InvoiceListPage } from '../../features/invoices';

/** `/#/invoice/list` (spec screen 11). */
export function InvoiceListRoute() {
  return <InvoiceListPage />;
}
