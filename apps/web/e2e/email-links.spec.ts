import { expect, test, type APIRequestContext } from '@playwright/test';
import { snap } from './support';
import { mailWith } from './mail-support';

async function bearer(request: APIRequestContext, username: string) {
  const res = await request.post('/api/auth/login', { data: { username, password: 'demo' } });
  expect(res.ok()).toBe(true);
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

test.describe('E-mail that works from the inbox', () => {
  test('a supplier opens the timeline from its e-mail with a one-time code, in a browser with no session', async ({ browser, request }) => {
    test.setTimeout(90_000);
    // The recommender declines one of its tasks (not the ones other journeys use): the supplier is mailed.
    const headers = await bearer(request, 'recommender');
    const tasks = ((await (await request.get('/api/tasks', { headers })).json()) as { items: Array<{ invoiceId: number; invoiceNo: string }> }).items;
    const task = tasks.filter((t) => !['SJA/NP/2026/0298', 'SJA/NP/2026/0299'].includes(t.invoiceNo)).at(-1);
    expect(task, 'a spare task in the demo').toBeTruthy();
    const detail = (await (await request.get(`/api/tasks/${task!.invoiceId}`, { headers })).json()) as { revision: number };
    const declined = await request.post(`/api/tasks/${task!.invoiceId}/decline`, {
      headers,
      data: { revision: detail.revision, reason: 'Lampiran faktur pajak kurang' },
    });
    expect(declined.ok()).toBe(true);

    // The supplier's mail (a proxy invoice's PIC gets one too, without the view link).
    const mail = await mailWith(`Subject: Invoice ${task!.invoiceNo} was rejected`, '/email/invoice/');
    expect(mail).toContain('Reason: Lampiran faktur pajak kurang');
    const link = /#(\/email\/invoice\/[A-Za-z0-9_-]{43})/.exec(mail)![1]!;

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`/#${link}`);
    await expect(page.getByText(`Invoice ${task!.invoiceNo}`).first()).toBeVisible();
    await page.getByRole('button', { name: 'E-mail me a code' }).click();
    await expect(page.getByText('We sent a 6-digit code to your e-mail address. It is valid for 10 minutes.')).toBeVisible();
    await snap(page, 'email-invoice-code');
    const codeMail = await mailWith(`Subject: Your code to view invoice ${task!.invoiceNo}`);
    const code = /is (\d{6})\./.exec(codeMail)![1]!;
    await page.getByLabel('Code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Show the invoice' }).click();
    await expect(page.getByText('The code is not correct')).toBeVisible();
    await page.getByLabel('Code').fill(code);
    await page.getByRole('button', { name: 'Show the invoice' }).click();
    await expect(page.getByText('Lampiran faktur pajak kurang').first()).toBeVisible();
    await snap(page, 'email-invoice-timeline');
    await context.close();
  });

  test('a forged link says it is not valid and offers the login', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`/#/email/task/${'A'.repeat(43)}?do=approve`);
    await expect(page.getByText('This link is not valid')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await snap(page, 'email-task-invalid');
    await context.close();
  });
});
