import type { CompanyOption, LoginResponse, SessionUser } from '@faktura/domain';

export const AAM: CompanyOption = { orgId: 82, instance: 'AAM', name: 'PT Astra Agro Mandiri', vendorId: 5001, email: null };
export const COMET: CompanyOption = { orgId: 91, instance: 'COMET', name: 'PT Comet Niaga', vendorId: 5001, email: null };

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    userId: 1,
    username: 'vendor',
    typeUser: 'VENDOR',
    role: 'VENDOR',
    userDesc: 'PT Sumber Makmur',
    vendorId: 5001,
    vendorName: 'PT Sumber Makmur',
    menu: [100, 110, 200, 210, 400, 410],
    transport: false,
    company: null,
    defaultCompany: null,
    ...overrides,
  };
}

export function makeLogin(user: Partial<SessionUser> = {}, companies: CompanyOption[] = [AAM, COMET]): LoginResponse {
  return { token: 'tok-123', expiresAt: new Date(Date.now() + 3_600_000).toISOString(), user: makeUser(user), companies };
}
