/** /api/timeline: an invoice's timeline (every step, who, when, why) and its supplier-facing status and expected pay date. */
export {};
