import { fromScaled, toScaled } from './money';

/** What is left to invoice of a receipt: received − returned − already billed (3 places). */
export function openReceiptQuantity(line: { quantityReceived: string; quantityReturned: string; quantityBilled: string }): string {
  return fromScaled(toScaled(line.quantityReceived, 3) - toScaled(line.quantityReturned, 3) - toScaled(line.quantityBilled, 3), 3);
}
