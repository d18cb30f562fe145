import { InvoiceTypeChooser } from '../../features/po-invoices';

/** `/#/invoice/select` (spec screen 3). */
export function InvoiceSelectRoute() {
  return <InvoiceTypeChooser />;
}
