/** /api/intake: a UBL or Factur-X file read into a filled PO invoice form. */
export {};
