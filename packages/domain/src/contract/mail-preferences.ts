/** /api/mail-preferences: which events mail the signed-in user, and the daily digest. */
export {};
