export * from './portal';
export * from './erp';
export * from './non-po';
