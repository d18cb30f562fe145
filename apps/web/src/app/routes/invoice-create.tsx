import { CreatePoInvoicePage } from '../../features/po-invoices';

/** `/#/invoice/create` (spec screen 4). */
export function InvoiceCreateRoute() {
  return <CreatePoInvoicePage />;
}
