import { REFERENCE_ERP_MESSAGES, paymentBatchErrors, type PaymentBatchAvailability, type PaymentBatchRequest, type PaymentBatchResult } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../../lib/errors';

type Ctx = Pick<AppDeps, 'erpOperator'>;

const today = () => new Date().toISOString().slice(0, 10);

/** Whether the ERP is the reference one, so its operator may start a payment batch from here. */
export function paymentBatchAvailability(deps: Ctx): PaymentBatchAvailability {
  return { available: deps.erpOperator !== undefined, today: deps.erpOperator?.today() ?? today() };
}

/**
 * The reference ERP's payment batch, run now by its operator: the range's rule first (every message
 * at once), then the batch. Another ERP runs its own batches: NOT_FOUND, as if the action did not exist.
 */
export async function runPaymentBatch(deps: Ctx, body: PaymentBatchRequest): Promise<PaymentBatchResult> {
  if (!deps.erpOperator) throw notFound(REFERENCE_ERP_MESSAGES.notReference);
  const messages = paymentBatchErrors(body);
  if (messages.length) throw badRequest(...messages);
  return deps.erpOperator.runPaymentBatch(body);
}
