/** English texts of finance's screens: Find Invoice, the finance lists and detail, ERP deliveries, duplicates to clear, stamp duty, Coretax exports, debit notes. Part of the English catalogue (../en.ts). */
export const finance = {} as const;

/** Messages raised in English by these screens or their server routes, recognised by their text (see ../messages.ts). */
export const financeMessages = {} as const;
