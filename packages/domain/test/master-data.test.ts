import { describe, expect, it } from 'vitest';
import {
  categoryFormSchema,
  jakartaDate,
  proxyMappingFormSchema,
  proxyWindowHolds,
  validateCategory,
  validateProxyMapping,
  validateVendorMapping,
  vendorMappingFormSchema,
} from '../src/master-data';
import { describeChange, validateAuditSearch } from '../src/audit';

describe('validateCategory', () => {
  it('names every missing part at once, in the spec’s words', () => {
    expect(validateCategory(categoryFormSchema.parse({}))).toEqual(['Pilih Company!', 'Isi Category!', 'Pilih Account!', 'Detail category is empty']);
  });

  it('asks for a name and a COA on every detail line', () => {
    const form = categoryFormSchema.parse({
      orgId: 82,
      instance: 'AAM',
      name: 'DDK',
      accountId: 5,
      details: [
        { name: 'Hotel', accountId: 5 },
        { name: ' ', accountId: 5 },
      ],
    });
    expect(validateCategory(form)).toEqual(['Isi Category Detail dan COA!']);
    expect(validateCategory({ ...form, details: [{ id: 0, name: 'Hotel', accountId: 0 }] })).toEqual(['Isi Category Detail dan COA!']);
    expect(validateCategory({ ...form, details: [{ id: 0, name: 'Hotel', accountId: 7 }] })).toEqual([]);
  });

  it('refuses control characters and over-long names in the contract', () => {
    expect(categoryFormSchema.safeParse({ name: 'a\u0000b' }).success).toBe(false);
    expect(categoryFormSchema.safeParse({ name: 'x'.repeat(101) }).success).toBe(false);
    expect(categoryFormSchema.safeParse({ accountId: 2147483648 }).success).toBe(false);
  });
});

describe('validateVendorMapping', () => {
  it('names every missing choice at once, in the spec’s order', () => {
    expect(validateVendorMapping(vendorMappingFormSchema.parse({}))).toEqual([
      'Pilih Company!',
      'Pilih Category!',
      'Pilih User Finance!',
      'Isi Rekomendator!',
      'Pilih Vendor!',
      'Pilih Cost Center!',
      'Pilih Vendor Site!',
    ]);
  });

  it('passes a complete mapping', () => {
    const form = vendorMappingFormSchema.parse({
      orgId: 82,
      instance: 'AAM',
      categoryId: 1,
      financeUserId: 2,
      recommenderUserId: 3,
      vendorId: 4,
      costCenter: 'ITD',
      vendorSiteId: 5,
    });
    expect(validateVendorMapping(form)).toEqual([]);
  });
});

describe('validateProxyMapping', () => {
  it('asks for company, user and supplier', () => {
    expect(validateProxyMapping(proxyMappingFormSchema.parse({}))).toEqual(['Please select company', 'Please select user', 'Please select supplier']);
  });

  it('refuses an end before the start, and impossible dates in the contract', () => {
    const form = proxyMappingFormSchema.parse({ orgId: 82, instance: 'AAM', userId: 1, vendorId: 2, startDate: '2026-11-10', endDate: '2026-11-09' });
    expect(validateProxyMapping(form)).toEqual(['End date cannot be before start date']);
    expect(proxyMappingFormSchema.safeParse({ startDate: '2026-02-30' }).success).toBe(false);
  });

  it('holds a window from its start to its end day inclusive, open ends reaching forever', () => {
    expect(proxyWindowHolds({ startDate: '2026-11-01', endDate: '2026-11-30' }, '2026-11-30')).toBe(true);
    expect(proxyWindowHolds({ startDate: '2026-11-01', endDate: '2026-11-30' }, '2026-12-01')).toBe(false);
    expect(proxyWindowHolds({ startDate: '2026-11-01', endDate: null }, '2026-10-31')).toBe(false);
    expect(proxyWindowHolds({ startDate: null, endDate: null }, '2000-01-01')).toBe(true);
  });

  it('reads today by the users’ calendar (WIB, UTC+7)', () => {
    expect(jakartaDate(new Date('2026-11-23T16:59:59Z'))).toBe('2026-11-23');
    expect(jakartaDate(new Date('2026-11-23T17:00:00Z'))).toBe('2026-11-24');
  });
});

describe('audit trail helpers', () => {
  it('lists the fields a change touched as before → after', () => {
    expect(describeChange({ name: 'DDK', accountId: 1 }, { name: 'DDK', accountId: 2 })).toEqual(['accountId: 1 → 2']);
    expect(describeChange(null, { name: 'DDK' })).toEqual(['name: – → DDK']);
    expect(describeChange({ name: 'DDK' }, null)).toEqual(['name: DDK → –']);
  });

  it('refuses a From date after the To date', () => {
    expect(validateAuditSearch({ fromDate: '2026-11-02', toDate: '2026-11-01' })).toEqual(['From date cannot be after To date']);
    expect(validateAuditSearch({ fromDate: '2026-11-01', toDate: '2026-11-01' })).toEqual([]);
  });
});

describe('the audit trail screen', () => {
  it('is a finance-only route in the Master menu', async () => {
    const { matchRoute, canOpenRoute } = await import('../src/routes');
    const { buildSidebar } = await import('../src/menu');
    const route = matchRoute('/master/audit')!;
    expect(route.title).toBe('Audit Trail');
    expect(canOpenRoute(route, 'ORACLE')).toBe(true);
    expect(canOpenRoute(route, 'PIC')).toBe(false);
    const paths = buildSidebar({ typeUser: 'ORACLE', menu: [], transport: false }).flatMap((g) => g.items.map((i) => i.path));
    expect(paths).toContain('/master/audit');
  });
});
