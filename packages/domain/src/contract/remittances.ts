/** /api/remittances: remittance advice per payment (which invoices it settles, gross, PPh withheld, net) as screen, PDF and UBL RemittanceAdvice. */
export {};
