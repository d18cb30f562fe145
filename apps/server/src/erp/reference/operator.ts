import type { Db } from '../../db/client';
import { payDueInstallments, type MadePayment, type PaymentSelection } from './payment-run';

/**
 * What the reference ERP's operator can do from the portal: run a payment batch now, as an AP clerk
 * submits a payment process request instead of waiting for the scheduled one. Not part of the ERP
 * port: a real ERP's payment runs are its own operators' business, so a portal on another ERP has
 * no operator (AppDeps.erpOperator absent) and answers that the ERP runs them
 * (docs/decisions/030-reference-erp-payment-run.md).
 */
export type ReferenceErpOperator = {
  /** The ERP's today (UTC, as its scheduled run dates its payments). */
  today(): string;
  /** Pays every unpaid installment of portal invoices the selection names, dated today. */
  runPaymentBatch(selection: Omit<PaymentSelection, 'paymentDate'>): Promise<{ paymentDate: string; payments: MadePayment[] }>;
};

export function createReferenceErpOperator(db: Db, today: () => string = () => new Date().toISOString().slice(0, 10)): ReferenceErpOperator {
  return {
    today,
    async runPaymentBatch(selection) {
      const paymentDate = today();
      return { paymentDate, payments: await payDueInstallments(db, { ...selection, paymentDate }) };
    },
  };
}
