export * from './events';
export * from './messages';
export * from './links';
export * from './preferences';
