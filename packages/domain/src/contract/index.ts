import * as modules from './modules';

export * from './modules';
export * from './errors';
export * from './endpoint';
export * from './path-template';
export { idParams, printParams } from './params';
export * as sessionApi from './session';

/** Every declared endpoint by module, for the server's check that each is registered exactly once. */
export const API_CONTRACT = modules;
