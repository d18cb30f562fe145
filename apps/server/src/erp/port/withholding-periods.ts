import type { Instance } from './instance';

/** A portal invoice whose first payment falls in a period: when its withholding tax was withheld. */
export type ErpPortalInvoiceFirstPayment = { portalInvoiceId: number; firstPaymentDate: string };

/** Which of the portal's invoices were first paid in a tax period (the withholding slips of that period). */
export interface ErpWithholdingPeriods {
  /**
   * The portal's invoices of one company (operating unit) whose first payment is dated from..to
   * (inclusive), by first payment date and id. An invoice paid in installments counts once, in the
   * period of its first payment.
   */
  listPortalInvoicesFirstPaid(q: { instance: Instance; orgId: number; fromDate: string; toDate: string }): Promise<ErpPortalInvoiceFirstPayment[]>;
}
