/** /api/invoice-responses: the Peppol Invoice Responses answering an invoice that came in as a structured file. */
export {};
