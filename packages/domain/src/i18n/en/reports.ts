/** English texts of reports, remittance advice, statements of account, the invoice timeline's steps, status tags. Part of the English catalogue (../en.ts). */
export const reports = {} as const;

/** Messages raised in English by these screens or their server routes, recognised by their text (see ../messages.ts). */
export const reportsMessages = {} as const;
