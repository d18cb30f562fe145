/** /api/faktur-checks: what the server read from an attached tax invoice PDF (QR code and text) compared with the invoice as typed. */
export {};
