import { PoInvoiceDetailPage } from '../../features/po-invoices';

/** `/#/invoice/detail/{invoiceId}` (spec screen 5). */
export function InvoiceDetailRoute() {
  return <PoInvoiceDetailPage />;
}
