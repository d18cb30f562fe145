/** /api/ubl: invoices and debit notes as UBL 2.1 Peppol BIS Billing 3.0 files, one or a zip. */
export {};
