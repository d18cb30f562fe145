import { expect, test, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { checkScreen } from './accessibility';
import { loginAs } from './support';

/**
 * The dashboard drawn by the server into the page that opens it (docs/decisions/035): a signed-in
 * browser opening the portal by its link sees the dashboard with its data before any of the app's
 * scripts has run; the app then draws over it without asking for the same data again.
 */

type State = Awaited<ReturnType<BrowserContext['storageState']>>;

const FIRST_ANSWERS = [
  '/api/dashboard/work',
  '/api/dashboard/invoices',
  '/api/timeline/expected-payments',
  '/api/dashboard/receipts',
  '/api/notifications/counts',
];

/** Signs in and waits until the server draws (its first signed-in page loads the drawing and comes plain). */
async function signedIn(page: Page, username: string): Promise<State> {
  await loginAs(page, username);
  await expect.poll(async () => (await (await page.request.get('/')).text()).includes('<template id="fk-first-screen"'), { timeout: 30_000 }).toBe(true);
  return page.context().storageState();
}

async function open(browser: Browser, baseURL: string | undefined, state: State, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ baseURL, storageState: state, ...options });
  const page = await context.newPage();
  return { context, page };
}

const latestInvoices = (page: Page) => page.locator('.ant-card').filter({ hasText: 'Latest Invoices' }).locator('.ant-table-row');

test('the dashboard opened by its link shows with its data before the app’s scripts run, then works as the app', async ({ page, browser, baseURL }) => {
  const state = await signedIn(page, 'vendor');
  expect(state.cookies.find((c) => c.name === 'faktura_page')).toMatchObject({ httpOnly: true, sameSite: 'Strict' });

  // No script of the app runs: what shows is the server's drawing alone.
  const drawn = await open(browser, baseURL, state);
  await drawn.page.route('**/assets/*.js', (route) => route.abort());
  await drawn.page.goto('/#/dashboard');
  await expect(drawn.page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(drawn.page).toHaveTitle('Dashboard · Faktura');
  await expect(latestInvoices(drawn.page).first()).toBeVisible();
  const invoiceLink = latestInvoices(drawn.page).first().getByRole('link');
  await expect(invoiceLink).toHaveAttribute('href', /^#\/invoice\//);
  await expect(drawn.page.getByRole('button', { name: 'Search Pending PO' })).toBeVisible();
  await checkScreen(drawn.page, 'first-screen-drawn-by-the-server');
  // A link works before the app has loaded: the app opens where it points.
  const target = await invoiceLink.getAttribute('href');
  await drawn.page.unroute('**/assets/*.js');
  await invoiceLink.click();
  await expect(drawn.page).toHaveURL(new RegExp(`${target!.replace(/[/\\^$.*+?()[\]{}|]/g, '\\$&')}$`));
  await drawn.page.reload();
  await expect(drawn.page.getByRole('heading', { level: 1 })).not.toHaveText('Dashboard');
  await drawn.context.close();

  // With its scripts: the app takes the answers that came with the page, and then works.
  const live = await open(browser, baseURL, state);
  const asked: string[] = [];
  const errors: string[] = [];
  live.page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  live.page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await live.page.goto('/#/dashboard');
  await expect(live.page.locator('html')).toHaveAttribute('data-first-screen', '');
  await expect(latestInvoices(live.page).first()).toBeVisible();
  const rows = await latestInvoices(live.page).count();
  // The app's own header: its notifications open.
  await live.page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(live.page.getByRole('tab', { name: 'New' })).toBeVisible();
  await live.page.keyboard.press('Escape');
  await expect(latestInvoices(live.page)).toHaveCount(rows);
  expect(asked.filter((p) => FIRST_ANSWERS.includes(p))).toEqual([]);
  expect(errors).toEqual([]);
  // The card's refresh asks the server, as in the app.
  const refreshed = live.page.waitForResponse((r) => new URL(r.url()).pathname === '/api/dashboard/invoices');
  await live.page.locator('.ant-card').filter({ hasText: 'Latest Invoices' }).getByRole('button', { name: 'Refresh Latest Invoices' }).click();
  expect((await refreshed).status()).toBe(200);
  await live.context.close();
});

test('another screen’s link, another user’s session or a phone gets no drawn dashboard; logout ends the cookie', async ({ page, browser, baseURL }) => {
  const vendor = await signedIn(page, 'vendor');

  const list = await open(browser, baseURL, vendor);
  await list.page.goto('/#/invoice/list');
  await expect(list.page.getByRole('heading', { level: 1, name: 'Invoice List' })).toBeVisible();
  await expect(list.page.locator('html')).not.toHaveAttribute('data-first-screen');
  await expect(list.page.locator('template, #fk-first-answers')).toHaveCount(0);
  await expect(list.page.getByText('Latest Invoices')).toHaveCount(0);
  await list.context.close();

  // The cookie says vendor, the browser's session vendor2 (a login in another tab, say): the app draws vendor2's.
  const second = await browser.newContext({ baseURL });
  const vendor2 = await signedIn(await second.newPage(), 'vendor2');
  await second.close();
  const mixed = await open(browser, baseURL, { cookies: vendor.cookies, origins: vendor2.origins });
  await mixed.page.goto('/#/dashboard');
  await expect(mixed.page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(mixed.page.locator('html')).not.toHaveAttribute('data-first-screen');
  await expect(mixed.page.getByRole('button', { name: /^User menu/ })).toContainText('CV Maju Bersama');
  await mixed.context.close();

  const phone = await open(browser, baseURL, vendor, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await phone.page.goto('/#/dashboard');
  await expect(phone.page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(phone.page.locator('html')).not.toHaveAttribute('data-first-screen');
  await phone.context.close();

  await page.getByRole('button', { name: /^User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/#\/login/);
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('faktura_page');
});
