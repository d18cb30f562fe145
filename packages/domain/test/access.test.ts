import { describe, expect, it } from 'vitest';
import { ROUTES, buildSidebar, canOpenRoute, isTransportUser, matchRoute, statusColour, validateLogin, PAGE, companyValue } from '../src/index';

const paths = (user: Parameters<typeof buildSidebar>[0]) => buildSidebar(user).flatMap((g) => g.items.map((i) => i.path));

describe('route table', () => {
  it('matches concrete paths to their route, static routes first', () => {
    expect(matchRoute('/invoice/list/finance')?.title).toBe('Invoice List Finance');
    expect(matchRoute('/invoice/detail/42')?.path).toBe('/invoice/detail/:invoiceId');
    expect(matchRoute('/invoice/detail/INV-1/B-2/3001')?.roles).toEqual(['ORACLE']);
    expect(matchRoute('/master/user/create')?.title).toBe('Create User');
    expect(matchRoute('/master/user/edit/vendor')?.title).toBe('Edit User');
    expect(matchRoute('/nowhere')).toBeUndefined();
  });

  it('guards routes by user type as the spec lists them', () => {
    const route = (p: string) => matchRoute(p)!;
    expect(canOpenRoute(route('/invoice/create'), 'VENDOR')).toBe(true);
    expect(canOpenRoute(route('/invoice/create'), 'PIC')).toBe(false);
    expect(canOpenRoute(route('/invoice/create-nonpo-proxy'), 'PIC')).toBe(true);
    expect(canOpenRoute(route('/invoice/find'), 'VENDOR')).toBe(false);
    expect(canOpenRoute(route('/master/user'), 'PIC')).toBe(true);
    expect(canOpenRoute(route('/report/payment'), 'ORACLE')).toBe(false);
    expect(canOpenRoute(route('/dashboard'), 'VENDOR')).toBe(true);
    expect(ROUTES.length).toBeGreaterThanOrEqual(40);
  });
});

describe('sidebar from MENU codes', () => {
  it('shows a supplier its create, batch and report pages', () => {
    const p = paths({ typeUser: 'VENDOR', menu: [100, 110, 200, 210, 400, 410], transport: false });
    expect(p).toEqual(
      expect.arrayContaining([
        '/invoice/create',
        '/invoice/create-nonpo',
        '/invoice/list',
        '/batch/create',
        '/batch/list',
        '/report/payment',
        '/report/payment-schedule',
        '/history-receipt',
      ]),
    );
    expect(p).not.toContain('/expedition');
    expect(p).not.toContain('/invoice/find');
    // Without 310 there is no debit-note entry, as the MENU codes rule.
    expect(p).not.toContain('/invoice/nota-debit/list');
    expect(p.some((x) => x.startsWith('/master'))).toBe(false);
  });

  it('shows every user type the statement of account under Report', () => {
    for (const typeUser of ['VENDOR', 'PIC', 'ORACLE'] as const) {
      const report = buildSidebar({ typeUser, menu: [], transport: false }).find((g) => g.key === 'report');
      expect(report?.items, typeUser).toContainEqual({ key: 'statement', label: 'Statement of Account', path: '/report/statement' });
      expect(canOpenRoute(matchRoute('/report/statement')!, typeUser)).toBe(true);
    }
  });

  it('adds expedition for code 140 or the transport flag', () => {
    expect(paths({ typeUser: 'VENDOR', menu: [], transport: true })).toContain('/expedition');
    expect(paths({ typeUser: 'PIC', menu: [PAGE.EXPEDITION], transport: false })).toContain('/expedition');
  });

  it('gives ORACLE the finance alternatives and the Master menu', () => {
    const p = paths({ typeUser: 'ORACLE', menu: [], transport: false });
    expect(p).toEqual(
      expect.arrayContaining([
        '/invoice/find',
        '/invoice/v2/find',
        '/invoice/list/finance',
        '/batch/list',
        '/invoice/nota-debit',
        '/invoice/nota-debit/list',
        '/master/category',
      ]),
    );
  });

  it('gives a supplier with 310 its debit-note list (not the finance-only create)', () => {
    const dn = buildSidebar({ typeUser: 'VENDOR', menu: [100, 110, 200, 210, 310, 400, 410], transport: false }).find((g) => g.key === 'debit-note');
    expect(dn).toEqual({ key: 'debit-note', label: 'Nota Debit', items: [{ key: 'dn-list', label: 'Nota Debit List', path: '/invoice/nota-debit/list' }] });
  });

  it('gives PIC find pages by type but no Master menu', () => {
    const groups = buildSidebar({ typeUser: 'PIC', menu: [600, 630, 700, 710], transport: false });
    const p = groups.flatMap((g) => g.items.map((i) => i.path));
    expect(p).toEqual(
      expect.arrayContaining(['/invoice/create-nonpo-proxy', '/invoice/list-proxy', '/batch/proxy', '/batch/list-proxy', '/invoice/find', '/invoice/v2/find']),
    );
    expect(groups.map((g) => g.key)).not.toContain('master');
    expect(p).not.toContain('/invoice/list/finance');
  });
});

describe('small rules', () => {
  it('validates the login form with the spec texts, all at once', () => {
    expect(validateLogin({ username: '', password: '' })).toEqual(["Username can't be empty", "Password can't be empty"]);
    expect(validateLogin({ username: 'vendor', password: '' })).toEqual(["Password can't be empty"]);
    expect(validateLogin({ username: 'vendor', password: 'x' })).toEqual([]);
  });

  it('flags transport users by description', () => {
    expect(isTransportUser('PT Kilat Transport Nusantara')).toBe(true);
    expect(isTransportUser('PT Sinar Jaya Abadi')).toBe(false);
  });

  it('colours statuses: PROCESSED success, REJECT danger, OPEN primary, POSTED default, else warning', () => {
    expect(statusColour('PROCESSED')).toBe('success');
    expect(statusColour('REJECT')).toBe('error');
    expect(statusColour('REJECTED')).toBe('error');
    expect(statusColour('OPEN')).toBe('processing');
    expect(statusColour('POSTED')).toBe('default');
    expect(statusColour('DRAFT')).toBe('warning');
  });

  it('composes company select values', () => {
    expect(companyValue({ orgId: 82, instance: 'AAM', vendorId: 3001 })).toBe('82-AAM-3001');
    expect(companyValue({ orgId: 82, instance: 'AAM', vendorId: null })).toBe('82-AAM');
  });
});
