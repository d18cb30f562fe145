/** English texts of master data, users, the audit trail, tax registrations, the drive, freight (expedition) billing. Part of the English catalogue (../en.ts). */
export const master = {} as const;

/** Messages raised in English by these screens or their server routes, recognised by their text (see ../messages.ts). */
export const masterMessages = {} as const;
