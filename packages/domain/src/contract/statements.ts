/** /api/statements: a supplier's statement of account per company for a date range, with ageing; screen, PDF and .xlsx. */
export {};
