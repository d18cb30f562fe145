export { authRoutes } from './routes';
export type { Actor, VendorScope, VendorScopeEntry } from '../../lib/actor';
export { actorForToken } from './session';
export { loadVendorScope, resolveVendorCompany } from './scope';
export { hashPassword } from './passwords';
export { revokeUserSessions } from './repo';
