export * from './portal';
export * from './erp';
export * from './outbox';
export * from './erp-import';
export * from './non-po';
export * from './review';
export * from './expedition';
export * from './drive';
