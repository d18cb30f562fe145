/** An ERP instance (DB_INSTANCE), e.g. AAM or COMET: every ERP call names one. */
export type Instance = string;
