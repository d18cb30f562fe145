import type { UserType } from '@faktura/domain';

// Below the modules: the auth module resolves who is calling, and the request (plugins/auth.ts) and
// the scope filter (lib/scope-filter.ts) carry it, so neither has to import the auth module.

/** Who is calling: resolved once per request from the bearer token. */
export type Actor = {
  sessionId: number;
  userId: number;
  username: string;
  typeUser: UserType;
  role: string;
  description: string;
  vendorId: number | null;
  defaultOrgId: number | null;
  defaultInstance: string | null;
  /** The company chosen for this session, if any. */
  company: { orgId: number; instance: string } | null;
};

/** A (company, supplier) pair the actor may see. */
export type VendorScopeEntry = { instance: string; orgId: number; vendorId: number };
/**
 * Finance sees every supplier in every company (its lists take the company from their filter);
 * others the pairs they are mapped to.
 */
export type VendorScope = { kind: 'all' } | { kind: 'vendors'; entries: VendorScopeEntry[] };
