export * from './portal';
export * from './erp';
