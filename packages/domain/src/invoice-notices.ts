import type { InvoiceAction } from './invoice-lifecycle';

export type SupplierNotice = { title: string; body: string };

const rejected = (no: string, reason: string | null): SupplierNotice => ({
  title: `Invoice ${no} was rejected`,
  body: `Reason: ${reason ?? ''}. Correct it and submit it again.`,
});

/**
 * What the supplier is told when one of its invoices changes status in a way that matters to it
 * (a rejection always: it has to act). Actions not listed here (its own submit, internal review
 * steps) notify nobody. The server's status writer sends these in the same transaction.
 */
export const SUPPLIER_NOTICES: Partial<Record<InvoiceAction, (invoiceNo: string, reason: string | null) => SupplierNotice>> = {
  REJECT: rejected,
  DECLINE: rejected,
  COMPLETE: (no) => ({ title: `Invoice ${no} was approved`, body: 'Finance has completed it; it will be submitted to the ERP.' }),
  RECOMMEND: (no) => ({ title: `Invoice ${no} was approved`, body: 'The recommender has approved it; finance will submit it to the ERP.' }),
  ERP_IMPORTED: (no) => ({ title: `Invoice ${no} was posted`, body: 'The ERP has imported it; its payment will show in Payment Report.' }),
};
