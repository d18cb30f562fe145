/** /api/email-links: acting from an e-mail without a password: a recommender's decision, a supplier's read-only timeline after a one-time code. */
export {};
