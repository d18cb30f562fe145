export { authRoutes } from './routes';
export type { Actor, VendorScope, VendorScopeEntry } from './actor';
export { loadVendorScope, resolveVendorCompany } from './scope';
export { hashPassword } from './passwords';
export { revokeUserSessions } from './repo';
