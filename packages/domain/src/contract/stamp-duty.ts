/** /api/stamp-duty: invoices above the stamp-duty threshold and whether their e-Meterai serial or stamped document is there. */
export {};
