import type { Browser } from 'playwright-core';

/** The session a login leaves in the browser (localStorage), taken once per user and reused by fresh contexts. */
export async function sessionState(browser: Browser, base: string, username: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/#/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Login' }).click();
  // Users with several companies choose one; those with one are taken on at once.
  const go = page.getByRole('button', { name: 'Go to dashboard' });
  await Promise.race([page.waitForURL(/#\/dashboard/, { timeout: 30_000 }), go.waitFor({ timeout: 30_000 })]);
  if (!/#\/dashboard/.test(page.url())) {
    const company = page.getByLabel('Company');
    if (!(await page.locator('.ant-select-content-value, .ant-select-selection-item').count())) {
      await company.click();
      await page.locator('.ant-select-item-option').first().click();
    }
    await go.click();
    await page.waitForURL(/#\/dashboard/, { timeout: 30_000 });
  }
  const state = await context.storageState();
  await context.close();
  return state;
}

/** The bearer token a session state holds (the web keeps the session in localStorage). */
export function tokenOf(state: { origins: Array<{ localStorage: Array<{ name: string; value: string }> }> }): string {
  const item = state.origins.flatMap((o) => o.localStorage).find((i) => i.name === 'faktura.session');
  if (!item) throw new Error('No session in the browser after the login');
  return (JSON.parse(item.value) as { token: string }).token;
}

/**
 * The server loads its drawing of the first screen when a signed-in page first asks for it, and
 * answers plain pages meanwhile (a few seconds): the runs measure the portal once it draws.
 */
export async function untilTheServerDraws(base: string, state: { cookies: Array<{ name: string; value: string }> }) {
  const cookie = state.cookies.find((c) => c.name === 'faktura_page');
  if (!cookie) throw new Error('No page cookie after the login');
  const deadline = Date.now() + 60_000;
  while (!(await (await fetch(`${base}/`, { headers: { cookie: `${cookie.name}=${cookie.value}` } })).text()).includes('<template')) {
    if (Date.now() > deadline) throw new Error('The server did not draw a first screen within 60 s');
    await new Promise((r) => setTimeout(r, 250));
  }
}
