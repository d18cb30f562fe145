export * from './model';
export * from './map';
export * from './codes';
export * from './export';
