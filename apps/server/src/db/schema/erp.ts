// Reference ERP tables (erp_ prefix): filled in by the reference ERP work.
export {};
