/** English texts of what the server writes: e-mails, PDF headings, spreadsheet export headers. Part of the English catalogue (../en.ts). */
export const server = {} as const;

/** Messages raised in English by these screens or their server routes, recognised by their text (see ../messages.ts). */
export const serverMessages = {} as const;
