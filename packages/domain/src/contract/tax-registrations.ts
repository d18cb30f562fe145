/** /api/master/tax-registrations: suppliers' and companies' NPWP and NITKU as Coretax writes them, kept by finance. */
export {};
