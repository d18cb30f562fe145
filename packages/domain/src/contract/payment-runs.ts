/** /api/master/payment-runs: the days each company pays (its payment runs), kept by finance. */
export {};
