/** English texts of the PIC's review screens, the recommender's tasks and delegation, decisions from an e-mail link, notifications. Part of the English catalogue (../en.ts). */
export const review = {} as const;

/** Messages raised in English by these screens or their server routes, recognised by their text (see ../messages.ts). */
export const reviewMessages = {} as const;
