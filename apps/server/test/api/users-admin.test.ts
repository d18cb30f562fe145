import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  USER_MESSAGES,
  errorBodySchema,
  loginResponseSchema,
  meResponseSchema,
  roleOptionSchema,
  type UserForm,
  userListSchema,
  userSchema,
} from '@faktura/domain';
import { getTestContext, injectAs } from '../helpers/app';
import { bodyOf, messagesOf } from '../helpers/body';

const { app, database } = await getTestContext();

// The users made here act for PT Sinar Jaya Abadi: once done, they stop doing so, so other files of
// this worker that count who a supplier's notices reach meet only the demo supplier users.
afterAll(async () => {
  await database.db.execute(
    sql`update user_vendor_mappings set active = 'N' where user_id in (select id from users where username like ${`Budi%-${process.pid}`})`,
  );
});

let serial = 0;
/** A user of its own per test: these tests deactivate and re-date users, never the demo ones. */
function newUser(overrides: Partial<UserForm> = {}): UserForm {
  serial += 1;
  return {
    username: `Budi${serial}-${process.pid}`,
    password: 'rahasia-1',
    typeUser: 'VENDOR',
    role: 'VENDOR',
    company: '82-AAM',
    startDate: '',
    endDate: '',
    userCode: `B${serial}`,
    description: 'Staff AR',
    email: 'budi@example.co.id',
    active: 'Y',
    ...overrides,
  };
}

async function create(form: UserForm) {
  const res = await injectAs('finance', { method: 'POST', url: '/api/users', payload: form });
  expect(res.statusCode, res.body).toBe(201);
  return bodyOf(res, userSchema);
}

async function mapToVendor(userId: number) {
  const res = await injectAs('finance', { method: 'POST', url: '/api/user-mappings', payload: { userId, company: '82-AAM', vendorId: 3001 } });
  expect(res.statusCode, res.body).toBe(200);
}

async function loginAs(username: string, password: string) {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress: '10.9.1.1' });
}

async function tokenOf(username: string, password = 'rahasia-1') {
  const res = await loginAs(username, password);
  expect(res.statusCode, res.body).toBe(200);
  return bodyOf(res, loginResponseSchema).token;
}

const me = (token: string) => app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

describe('user form messages', () => {
  it('answers every missing field with the spec texts at once', async () => {
    const res = await injectAs('finance', { method: 'POST', url: '/api/users', payload: { active: '' } });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual([
      'Username is required',
      'Password is required',
      'User Code is required',
      'Role is required',
      'Active is required',
      'Company is required',
    ]);
  });

  it('creates a user with a hashed password, Active Y by default and the company as orgId-instance', async () => {
    const { active: _a, ...form } = newUser({ description: 'Transport billing' });
    const user = await create(form as UserForm);
    expect(user).toMatchObject({ username: form.username, active: 'Y', company: '82-AAM', role: 'VENDOR', transport: true, userCode: form.userCode });
    const [row] = await database.rows<{ password_hash: string }>(sql`select password_hash from users where id = ${user.id}`);
    expect(row?.password_hash).toMatch(/^scrypt\$/);
    expect(row?.password_hash).not.toContain('rahasia');
  });

  it('never answers a hash or a password, in the list or the detail', async () => {
    const user = await create(newUser());
    const list = await injectAs('finance', { method: 'GET', url: `/api/users?username=${user.username}` });
    const detail = await injectAs('finance', { method: 'GET', url: `/api/users/detail?username=${user.username}` });
    for (const res of [list, detail]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toMatch(/scrypt|password|rahasia/i);
    }
    expect(bodyOf(list, userListSchema).items.map((u) => u.username)).toEqual([user.username]);
  });

  it('keeps usernames unique whatever their case', async () => {
    const user = await create(newUser());
    const res = await injectAs('finance', { method: 'POST', url: '/api/users', payload: newUser({ username: user.username.toUpperCase() }) });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual([USER_MESSAGES.usernameTaken]);
  });

  it('creates one of two simultaneous users whose names differ only in case', async () => {
    const form = newUser();
    const answers = await Promise.all(
      [form.username.toLowerCase(), form.username.toUpperCase()].map((username) =>
        injectAs('finance', { method: 'POST', url: '/api/users', payload: { ...form, username } }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(
      bodyOf(
        answers.find((r) => r.statusCode === 400)!,
        errorBodySchema,
      ).messages,
    ).toEqual([USER_MESSAGES.usernameTaken]);
  });

  it('keeps the password when it is left blank on update, and changes it when given', async () => {
    const form = newUser();
    await create(form);
    const keep = await injectAs('finance', { method: 'PUT', url: '/api/users', payload: { ...form, password: '', email: 'baru@example.co.id' } });
    expect(bodyOf(keep, userSchema).email).toBe('baru@example.co.id');
    expect((await loginAs(form.username, 'rahasia-1')).statusCode).not.toBe(401);
    await injectAs('finance', { method: 'PUT', url: '/api/users', payload: { ...form, password: 'ganti-2' } });
    expect((await loginAs(form.username, 'rahasia-1')).statusCode).toBe(401);
  });

  it('refuses an unknown role or company and an update of a user that does not exist', async () => {
    const bad = await injectAs('finance', { method: 'POST', url: '/api/users', payload: newUser({ role: 'NOPE', company: '99-AAM' }) });
    expect(messagesOf(bad)).toEqual([USER_MESSAGES.unknownRole, USER_MESSAGES.unknownCompany]);
    const missing = await injectAs('finance', { method: 'PUT', url: '/api/users', payload: newUser() });
    expect(missing.statusCode).toBe(404);
  });

  it('lets ORACLE write, PIC read, VENDOR nothing', async () => {
    expect((await injectAs('pic', { method: 'POST', url: '/api/users', payload: newUser() })).statusCode).toBe(403);
    expect((await injectAs('pic', { method: 'GET', url: '/api/users' })).statusCode).toBe(200);
    for (const url of ['/api/users', '/api/users/form-options', '/api/user-mappings'])
      expect((await injectAs('vendor', { method: 'GET', url })).statusCode).toBe(403);
  });

  it('pages the list by 10 and filters by part of a name', async () => {
    const page = bodyOf(await injectAs('finance', { method: 'GET', url: '/api/users' }), userListSchema);
    expect(page.pageSize).toBe(10);
    const found = bodyOf(await injectAs('finance', { method: 'GET', url: '/api/users?search=VEND' }), userListSchema);
    expect(found.items.map((u) => u.username)).toEqual(['vendor', 'vendor2']);
  });

  it('audits creation and change with before and after, never the hash', async () => {
    const form = newUser();
    const user = await create(form);
    await injectAs('finance', { method: 'PUT', url: '/api/users', payload: { ...form, password: 'ganti-3', userCode: 'NEW' } });
    const events = await database.rows<{
      action: string;
      data: { before: { userCode: string } | null; after: { userCode: string }; passwordChanged?: boolean };
    }>(sql`select action, data from audit_events where entity = 'user' and entity_id = ${String(user.id)} order by id`);
    expect(events.map((e) => e.action)).toEqual(['CREATE', 'UPDATE']);
    expect(events[1]?.data.before?.userCode).toBe(form.userCode);
    expect(events[1]?.data.after.userCode).toBe('NEW');
    expect(events[1]?.data.passwordChanged).toBe(true);
    expect(JSON.stringify(events)).not.toMatch(/scrypt|passwordHash/);
  });
});

describe('live sessions', () => {
  it('deactivating a user ends its live sessions at once', async () => {
    const form = newUser();
    const user = await create(form);
    await mapToVendor(user.id);
    const token = await tokenOf(form.username);
    expect((await me(token)).statusCode).toBe(200);
    await injectAs('finance', { method: 'PUT', url: '/api/users', payload: { ...form, password: '', active: 'N' } });
    expect((await me(token)).statusCode).toBe(401);
    // Active again: the old token stays ended, a new login works.
    await injectAs('finance', { method: 'PUT', url: '/api/users', payload: { ...form, password: '', active: 'Y' } });
    expect((await me(token)).statusCode).toBe(401);
    expect((await loginAs(form.username, 'rahasia-1')).statusCode).toBe(200);
  });

  it('an end date in the past ends them too', async () => {
    const form = newUser();
    const user = await create(form);
    await mapToVendor(user.id);
    const token = await tokenOf(form.username);
    await injectAs('finance', { method: 'PUT', url: '/api/users', payload: { ...form, password: '', startDate: '2020-01-01', endDate: '2021-01-01' } });
    expect((await me(token)).statusCode).toBe(401);
    expect((await loginAs(form.username, 'rahasia-1')).statusCode).toBe(401);
  });

  it('an end date reached while a session lives ends it without an edit', async () => {
    const form = newUser();
    const user = await create(form);
    await mapToVendor(user.id);
    const token = await tokenOf(form.username);
    await database.db.execute(sql`update users set end_date = current_date - 1 where id = ${user.id}`);
    expect((await me(token)).statusCode).toBe(401);
  });
});

describe('roles and menus', () => {
  it("changing a role's menus changes the sidebar codes at the user's next login", async () => {
    const code = `R${process.pid}`.slice(0, 30);
    await database.db.execute(sql`insert into roles (code, description) values (${code}, 'Test role') on conflict do nothing`);
    const form = newUser({ role: code });
    const user = await create(form);
    await mapToVendor(user.id);
    const set = await injectAs('finance', { method: 'PUT', url: '/api/users/roles', payload: { code, pageNos: [200, 100] } });
    expect(bodyOf(set, roleOptionSchema)).toMatchObject({ code, pageNos: [100, 200] });
    const first = await tokenOf(form.username);
    expect(bodyOf(await me(first), meResponseSchema).user.menu).toEqual([100, 200]);
    await injectAs('finance', { method: 'PUT', url: '/api/users/roles', payload: { code, pageNos: [400] } });
    expect(bodyOf(await loginAs(form.username, 'rahasia-1'), loginResponseSchema).user.menu).toEqual([400]);
    const roles = await injectAs('finance', { method: 'GET', url: '/api/users/roles' });
    expect(roles.json<{ items: Array<{ code: string; pageNos: number[] }> }>().items.find((r) => r.code === code)?.pageNos).toEqual([400]);
    const audit = (
      await database.rows<{
        n: number;
      }>(sql`select count(*)::int as n from audit_events where entity = 'role' and entity_id = ${code}`)
    )[0]!;
    expect(audit.n).toBe(2);
  });

  it('refuses unknown page codes and roles, and non-ORACLE callers', async () => {
    const bad = await injectAs('finance', { method: 'PUT', url: '/api/users/roles', payload: { code: 'VENDOR', pageNos: [999] } });
    expect(bad.statusCode).toBe(400);
    expect(messagesOf(bad).join()).toContain(USER_MESSAGES.unknownPage);
    expect((await injectAs('finance', { method: 'PUT', url: '/api/users/roles', payload: { code: 'NOPE', pageNos: [] } })).statusCode).toBe(404);
    expect((await injectAs('pic', { method: 'PUT', url: '/api/users/roles', payload: { code: 'FIN', pageNos: [] } })).statusCode).toBe(403);
  });
});
