/** /api/master/tolerances: each company's PO match tolerances (price, quantity, quantity received). */
export {};
