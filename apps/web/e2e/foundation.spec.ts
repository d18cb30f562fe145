import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { checkScreen, expectAccessible, pressWithKeyboard } from './accessibility';
import { alerts, loginAs } from './support';

/** By keyboard: Enter opens the user menu, Tab enters it, the arrow reaches Logout. */
async function logout(page: Page) {
  await pressWithKeyboard(page, page.getByRole('button', { name: /^User menu/ }));
  const item = page.getByRole('menuitem', { name: 'Logout', exact: true });
  await expect(item).toBeVisible();
  await page.keyboard.press('Tab');
  await pressWithKeyboard(page, item, { key: 'ArrowDown', maxPresses: 5 });
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
}

test.describe('login page', () => {
  test('shows the spec messages for empty fields, all at once', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/#\/login/);
    await pressWithKeyboard(page, page.getByRole('button', { name: 'Login' }));
    const alert = page.getByRole('alert');
    await expect(alert).toContainText("Username can't be empty");
    await expect(alert).toContainText("Password can't be empty");
    await checkScreen(page, 'login-validation');
  });

  test('has a favicon written in the page: an SVG image, no request of its own', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await page.goto('/#/login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    const href = (await page.locator('link[rel="icon"]').getAttribute('href')) ?? '';
    expect(href.startsWith('data:image/svg+xml,')).toBe(true);
    // The header's navy square with its white F.
    expect(decodeURIComponent(href)).toContain("fill='#0f2747'");
    expect(asked.filter((p) => /favicon/.test(p))).toEqual([]);
  });

  test('answers a wrong password without saying whether the user exists', async ({ page }) => {
    await page.goto('/#/login');
    await page.getByLabel('Username').fill('vendor');
    await page.getByLabel('Password').fill('wrong');
    await page.getByLabel('Password').press('Enter');
    await expect(page.getByRole('alert')).toContainText('Incorrect username or password');
  });

  test('asks for an instance before the dashboard', async ({ page }) => {
    await page.goto('/#/login');
    await page.getByLabel('Username').fill('finance');
    await page.getByLabel('Password').fill('demo');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { name: 'Select instance' })).toBeVisible();
    await pressWithKeyboard(page, page.getByRole('button', { name: 'Go to dashboard' }));
    await expect(page.getByRole('alert')).toContainText('Please select instance');
    await checkScreen(page, 'login-select-instance');
  });
});

test('a signed-in screen opened by its link fetches each of its files once', async ({ page, browser, baseURL }) => {
  await loginAs(page, 'vendor');
  // A new window with the session but nothing cached, as a bookmark opens it the next morning.
  const context = await browser.newContext({ baseURL, storageState: await page.context().storageState() });
  const opened = await context.newPage();
  const asked: string[] = [];
  opened.on('request', (r) => {
    const pathname = new URL(r.url()).pathname;
    if (pathname.startsWith('/assets/')) asked.push(pathname);
  });
  await opened.goto('/#/dashboard');
  await expect(opened.getByRole('heading', { level: 1 })).toBeVisible();
  await opened.waitForLoadState('networkidle');
  // The early requests of the signed-in screens ran (antd's styles among them) and nothing came twice.
  expect(asked.filter((p) => /\/antd-[\w-]+\.css$/.test(p))).toHaveLength(1);
  expect(asked.filter((p, i) => asked.indexOf(p) !== i)).toEqual([]);
  await context.close();
});

const JOURNEYS = [
  {
    user: 'vendor',
    guarded: { path: '/invoice/create', title: 'Create Invoice With PO' },
    refused: '/invoice/find',
    sidebar: [
      ['Invoice', 'Create Invoice With PO'],
      ['Batch', 'Batch List'],
      ['Report', 'Payment Report'],
    ],
    hidden: ['Master'],
  },
  {
    user: 'vendor2',
    guarded: { path: '/batch/create', title: 'Create Batch' },
    refused: '/master/user',
    sidebar: [['Batch', 'Create Batch']],
    hidden: ['Master'],
  },
  {
    user: 'transport',
    guarded: { path: '/expedition', title: 'Proses Tagihan' },
    refused: '/invoice/v2/find',
    sidebar: [['Invoice', 'Proses Tagihan']],
    hidden: ['Master'],
  },
  {
    user: 'pic',
    guarded: { path: '/invoice/create-nonpo-proxy', title: 'Create Invoice Proxy' },
    refused: '/invoice/create',
    sidebar: [
      ['Invoice', 'Create Invoice Proxy'],
      ['Invoice', 'Find Invoice'],
      // Report holds only what every user type reads: remittances and statements of its mapped suppliers.
      ['Report', 'Statement of Account'],
    ],
    hidden: ['Master', 'Payment Report'],
  },
  {
    user: 'finance',
    guarded: { path: '/master/category', title: 'Master Category' },
    refused: '/report/payment',
    sidebar: [
      ['Invoice', 'Invoice List Finance'],
      ['Master', 'Category'],
      ['Report', 'Remittance Advice'],
    ],
    hidden: ['Payment Report'],
  },
  {
    user: 'fin',
    guarded: { path: '/expedition', title: 'Proses Tagihan' },
    refused: '/batch/create',
    sidebar: [['Invoice', 'Proses Tagihan']],
    hidden: ['Master', 'Batch'],
  },
] as const;

for (const journey of JOURNEYS) {
  test(`${journey.user}: login → company → dashboard → guarded route → logout`, async ({ page }) => {
    const seen = alerts(page);
    // Finance works across every company and has no default: it picks the head office.
    await loginAs(page, journey.user, journey.user === 'finance' ? /Head Office \(AAM\)/ : undefined);
    await expect(page).toHaveURL(/#\/dashboard/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByText('Latest Invoices')).toBeVisible();
    if (journey.user.startsWith('vendor') || journey.user === 'transport') await expect(page.getByText('Open Receipts', { exact: true })).toBeVisible();
    else await expect(page.getByText('Open Receipts', { exact: true })).toHaveCount(0);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    for (const [group, item] of journey.sidebar) {
      if (!(await menu.getByText(item, { exact: true }).isVisible())) await menu.getByText(group, { exact: true }).click();
      await expect(menu.getByText(item, { exact: true })).toBeVisible();
    }
    for (const group of journey.hidden) await expect(menu.getByText(group, { exact: true })).toHaveCount(0);
    await checkScreen(page, `dashboard-${journey.user}`);

    await page.goto(`/#${journey.guarded.path}`);
    await expect(page.getByRole('heading', { name: journey.guarded.title, level: 1 })).toBeVisible();
    await expectAccessible(page, journey.guarded.path);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).or(page.locator('.ant-breadcrumb'))).toContainText('Home');

    await page.goto(`/#${journey.refused}`);
    await expect(page).toHaveURL(/#\/dashboard/);
    expect(seen).toContain('Unauthorized');

    await logout(page);
  });
}

test('the dashboard shows a supplier its invoices and open receipts', async ({ page }) => {
  await loginAs(page, 'vendor', /AAM/);
  await expect(page.getByText('SJA/INV/2026/0106')).toBeVisible();
  await expect(page.getByText('MB-001/XI/2026')).toHaveCount(0); // another supplier's
  const receipts = page.locator('.ant-card').filter({ hasText: 'Open Receipts' }).locator('tbody tr.ant-table-row');
  await expect(receipts).toHaveCount(10);
  // An invoice opens from the dashboard by keyboard alone.
  await pressWithKeyboard(page, page.getByRole('link', { name: 'SJA/INV/2026/0106' }));
  await expect(page).toHaveURL(/#\/invoice\/detail\/\d+/);
});

test('a protected page sends a visitor to login and back after it', async ({ page }) => {
  await page.goto('/#/batch/list');
  await expect(page).toHaveURL(/#\/login\?redirect=%2Fbatch%2Flist/);
  await loginAs(page, 'vendor', undefined, { navigate: false });
  await expect(page).toHaveURL(/#\/batch\/list/);
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await loginAs(page, 'vendor');
  await page.goto('/#/no/such/page');
  await expect(page.getByText('You are lost.')).toBeVisible();
  await expect(page.getByText("This page doesn't exist.")).toBeVisible();
  await checkScreen(page, 'not-found');
  await pressWithKeyboard(page, page.getByRole('link', { name: /home|dashboard/i }));
  await expect(page).toHaveURL(/#\/dashboard/);
});

test('a revoked session answers 401 and the web goes to login', async ({ page, request }) => {
  const seen = alerts(page);
  await loginAs(page, 'vendor');
  await expect(page.getByText('Latest Invoices')).toBeVisible();
  const token = await page.evaluate(() => (JSON.parse(window.localStorage.getItem('faktura.session') ?? '{}') as { token: string }).token);
  const revoked = await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
  expect(revoked.status()).toBe(204);
  await page.goto('/#/invoice/list');
  await expect(page).toHaveURL(/#\/login/);
  expect(seen).toContain('Unauthorized, Please login...');
});

test('the notifications dropdown moves new items to old on Mark all as read', async ({ page }) => {
  await loginAs(page, 'vendor');
  await pressWithKeyboard(page, page.getByRole('button', { name: /^Notifications/ }));
  await expect(page.getByText('Welcome to Faktura')).toBeVisible();
  await checkScreen(page, 'notifications');
  await pressWithKeyboard(page, page.getByRole('button', { name: 'Mark all as read' }));
  await expect(page.getByText('There are no new notifications')).toBeVisible();
  await page.getByRole('tab', { name: 'Old' }).click();
  await expect(page.getByText('Welcome to Faktura')).toBeVisible();
});

test('a second server on the same embedded database is refused', () => {
  const root = path.resolve(import.meta.dirname, '../../..');
  const second = spawnSync('npx', ['tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '3299', DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(second.status).toBe(1);
  expect(second.stderr).toContain('is already in use by another Faktura server');
});
