import { describe, expect, it } from 'vitest';
import {
  DRIVE_MESSAGES,
  ITD_COMPANY,
  USER_MESSAGES,
  buildSidebar,
  driveCodeRequestSchema,
  matchRoute,
  parseCompanyValue,
  roleMenusFormSchema,
  userFormSchema,
  userMappingFormSchema,
  validateDriveCode,
  validateUserForm,
  validateUserMapping,
} from '../src/index';

const blank = userFormSchema.parse({ active: '' });

describe('user form', () => {
  it('names every missing field at once, password only on create', () => {
    expect(validateUserForm(blank, 'create')).toEqual([
      'Username is required',
      'Password is required',
      'User Code is required',
      'Role is required',
      'Active is required',
      'Company is required',
    ]);
    expect(validateUserForm(blank, 'update')).not.toContain('Password is required');
  });

  it('defaults Active to Y and accepts a complete form', () => {
    const form = userFormSchema.parse({ username: 'budi', password: 'x', userCode: 'B1', role: 'VENDOR', company: '82-AAM' });
    expect(form.active).toBe('Y');
    expect(validateUserForm(form, 'create')).toEqual([]);
  });

  it('checks the company value, the date order and the e-mail', () => {
    const form = userFormSchema.parse({
      username: 'budi',
      userCode: 'B1',
      role: 'VENDOR',
      company: '82',
      startDate: '2026-05-02',
      endDate: '2026-05-01',
      email: 'not-an-email',
    });
    expect(validateUserForm(form, 'update')).toEqual([USER_MESSAGES.unknownCompany, USER_MESSAGES.endBeforeStart, USER_MESSAGES.emailInvalid]);
  });

  it('refuses impossible dates and control characters in the contract', () => {
    expect(userFormSchema.safeParse({ startDate: '2026-02-30' }).success).toBe(false);
    expect(userFormSchema.safeParse({ username: 'a\u0000b' }).success).toBe(false);
  });
});

describe('company value orgId-instance', () => {
  it('reads the pair and refuses anything else', () => {
    expect(parseCompanyValue('82-AAM')).toEqual({ orgId: 82, instance: 'AAM' });
    for (const bad of ['82', 'AAM-82', '082-AAM', '82-aam', '99999999999-AAM', '82-AAM-3001']) expect(parseCompanyValue(bad)).toBeNull();
  });
});

describe('user-vendor mapping', () => {
  it('needs a user, a company and a vendor', () => {
    expect(validateUserMapping(userMappingFormSchema.parse({}))).toEqual([
      USER_MESSAGES.usernameRequired,
      USER_MESSAGES.companyRequired,
      USER_MESSAGES.vendorRequired,
    ]);
    expect(validateUserMapping(userMappingFormSchema.parse({ userId: 1, company: '82-AAM', vendorId: 3001 }))).toEqual([]);
  });
});

describe('role menus', () => {
  it('accepts the spec PAGE_NO codes only', () => {
    expect(roleMenusFormSchema.safeParse({ code: 'VENDOR', pageNos: [100, 200] }).success).toBe(true);
    const refused = roleMenusFormSchema.safeParse({ code: 'VENDOR', pageNos: [999] });
    expect(refused.error?.issues[0]?.message).toBe(USER_MESSAGES.unknownPage);
  });

  it('the role screen is ORACLE only and in the Master menu', () => {
    expect(matchRoute('/master/role')?.roles).toEqual(['ORACLE']);
    const master = buildSidebar({ typeUser: 'ORACLE', menu: [], transport: false }).find((g) => g.key === 'master');
    expect(master?.items.map((i) => i.path)).toContain('/master/role');
  });
});

describe('drive code', () => {
  it('asks for the company, the URL and the code', () => {
    expect(validateDriveCode(driveCodeRequestSchema.parse({}))).toEqual(['Select Company', 'No url provided', DRIVE_MESSAGES.codeRequired]);
    expect(validateDriveCode(driveCodeRequestSchema.parse({ company: ITD_COMPANY, url: 'https://x', code: 'c' }))).toEqual([]);
  });

  it('knows the fixed ITD option and orgId-instance companies', () => {
    expect(driveCodeRequestSchema.safeParse({ company: 'ITD' }).success).toBe(true);
    expect(driveCodeRequestSchema.safeParse({ company: '82-AAM' }).success).toBe(true);
    expect(driveCodeRequestSchema.safeParse({ company: 'XYZ' }).success).toBe(false);
  });
});
