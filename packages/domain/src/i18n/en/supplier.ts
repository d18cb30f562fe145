/** English texts of the supplier's remaining PO-invoice pieces: pending PO, e-invoice drop zone, add to batch, print batch, receipts, the faktur check card, duplicate warnings. Part of the English catalogue (../en.ts). */
export const supplier = {} as const;

/** Messages raised in English by these screens or their server routes, recognised by their text (see ../messages.ts). */
export const supplierMessages = {} as const;
