/** /api/duplicates: likely-duplicate invoices (same file, or three of number, supplier, date and amount close): the warnings and finance's review queue. */
export {};
