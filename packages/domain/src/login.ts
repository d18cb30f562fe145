// Apart from the auth contracts (auth.ts): the login page's code imports these, and a module that
// also defines zod schemas would bring zod into the login route when any screen uses one of them
// (a module is never split between chunks). Keep this file free of schemas.

/** Longest username and password the login form takes (and the server's schema allows). */
export const LOGIN_LIMITS = { username: 100, password: 200 } as const;

export const LOGIN_MESSAGES = {
  usernameEmpty: "Username can't be empty",
  passwordEmpty: "Password can't be empty",
  selectInstance: 'Please select instance',
  /** One message for a wrong user or a wrong password: it must not reveal which (docs/decisions/001). */
  invalidCredentials: 'Incorrect username or password',
  tooManyAttempts: 'Too many failed login attempts. Please try again later.',
  unauthorized: 'Unauthorized, Please login...',
  sessionExpired: 'Session Expired, Please Login..',
  routeUnauthorized: 'Unauthorized',
  noCompanyAccess: 'You have no access to this company',
  noCompanies: 'No company is mapped to your user yet. Please ask finance to map you to a supplier.',
  noStorage: 'Your browser does not support local storage. Please use a modern browser (Chrome, Firefox, Edge or Safari).',
} as const;

/** Client- and server-side check of the login form: every failure at once. */
export function validateLogin(input: { username?: string; password?: string }): string[] {
  const messages: string[] = [];
  if (!input.username?.trim()) messages.push(LOGIN_MESSAGES.usernameEmpty);
  if (!input.password) messages.push(LOGIN_MESSAGES.passwordEmpty);
  return messages;
}

/**
 * Select value of a company option (auth.ts `CompanyOption`, spelled out here because auth.ts imports
 * this file): orgId-instance-vendorId for a vendor, else orgId-instance.
 */
export function companyValue(c: { orgId: number; instance: string; vendorId: number | null }): string {
  return c.vendorId ? `${c.orgId}-${c.instance}-${c.vendorId}` : `${c.orgId}-${c.instance}`;
}
