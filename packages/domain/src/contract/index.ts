import * as authApi from './auth';
import * as batchesApi from './batches';
import * as invoicesApi from './invoices';

export * from './errors';
export * from './endpoint';
export { idParams, printParams } from './params';
export * as sessionApi from './session';
export { authApi, batchesApi, invoicesApi };

/**
 * Every declared endpoint by module, for the server's check that each is registered exactly once.
 * Add a module's namespace here when its contract file is written.
 */
export const API_CONTRACT = { authApi, batchesApi, invoicesApi } as const;
