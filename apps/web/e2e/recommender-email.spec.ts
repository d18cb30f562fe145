import { expect, test } from '@playwright/test';
import { checkScreen } from './accessibility';
import { loginAs, snap } from './support';
import { mailWith } from './mail-support';
import { bearerOf } from './ubl-support';
import { ok, sendProxyToRecommender } from './proxy-support';

/** The Approve or Decline link of the task mail about this invoice. */
async function taskLink(invoiceNo: string, action: 'approve' | 'decline'): Promise<string> {
  // The subject header is folded (long), so the body's first sentence finds the mail.
  const mail = await mailWith(`Invoice ${invoiceNo} from CV Maju Bersama (IDR `, 'waits for your recommendation', 'To: rekomendator@aam.co.id');
  expect(mail).toMatch(new RegExp(`Subject: Invoice ${invoiceNo} from CV Maju Bersama waits for your\\s+recommendation`));
  expect(mail).toContain('The Approve and Decline links work once, for 24 hours, and ask you to confirm before anything happens.');
  return new RegExp(`#(/email/task/[A-Za-z0-9_-]{43}\\?do=${action})`).exec(mail)![1]!;
}

test.describe('A recommender decides from the task e-mail, in a browser with no session', () => {
  test('approves once from the link; the task is gone, the timeline says "via e-mail"; the link then says it was used', async ({ browser, page, request }) => {
    test.setTimeout(120_000);
    const invoice = await sendProxyToRecommender(request, { invoicePrefix: 'RE-A', taxDigit: '1', journey: 'e-mail journey', amount: '1250000' });
    const link = await taskLink(invoice.invoiceNo, 'approve');

    const context = await browser.newContext();
    const mailPage = await context.newPage();
    await mailPage.goto(`/#${link}`);
    // The page names the invoice and says what approving does; nothing has happened yet.
    await expect(mailPage.getByText(`Invoice ${invoice.invoiceNo}`).first()).toBeVisible();
    await expect(mailPage.getByText('CV Maju Bersama')).toBeVisible();
    await expect(mailPage.getByText(`Approving recommends invoice ${invoice.invoiceNo} to finance for payment.`)).toBeVisible();
    const recommender = await bearerOf(request, 'recommender');
    const tasks = async () => (await ok<{ items: Array<{ invoiceId: number }> }>(await request.get('/api/tasks', { headers: recommender }))).items;
    expect((await tasks()).map((t) => t.invoiceId)).toContain(invoice.id);
    await checkScreen(mailPage, 'email-task-approve');

    await mailPage.getByRole('button', { name: 'Confirm approval' }).click();
    await expect(mailPage.getByText(`Invoice ${invoice.invoiceNo} was approved.`)).toBeVisible();
    await snap(mailPage, 'email-task-approved');
    expect((await tasks()).map((t) => t.invoiceId)).not.toContain(invoice.id);

    // The same link again: used, with the way to log in.
    await mailPage.goto('about:blank');
    await mailPage.goto(`/#${link}`);
    await expect(mailPage.getByText('This link has already been used')).toBeVisible();
    await expect(mailPage.getByRole('button', { name: 'Log in' })).toBeVisible();
    await snap(mailPage, 'email-task-used');
    await context.close();

    // The PIC who entered it sees the approval in the timeline, marked as made from the e-mail.
    await loginAs(page, 'pic', /AAM/);
    await page.goto(`/#/invoice/detail-proxy/${invoice.id}/82/3002?instance=AAM`);
    const card = page.getByTestId('invoice-timeline');
    await expect(card).toBeVisible({ timeout: 15_000 });
    const approval = card.getByTestId('timeline-step').filter({ hasText: 'Approved by the recommender' });
    await expect(approval).toContainText('via e-mail');
    await expect(approval).toContainText('recommender');
    await card.scrollIntoViewIfNeeded();
    await snap(page, 'email-task-timeline');
  });

  test('declines from the link only with a reason', async ({ browser, request }) => {
    test.setTimeout(120_000);
    const invoice = await sendProxyToRecommender(request, { invoicePrefix: 'RE-D', taxDigit: '2', journey: 'e-mail journey', amount: '1250000' });
    const link = await taskLink(invoice.invoiceNo, 'decline');

    const context = await browser.newContext();
    const mailPage = await context.newPage();
    await mailPage.goto(`/#${link}`);
    await expect(mailPage.getByText(`Declining returns invoice ${invoice.invoiceNo} to its author with your reason.`)).toBeVisible();
    await mailPage.getByRole('button', { name: 'Confirm decline' }).click();
    await expect(mailPage.getByText('Reason must be filled')).toBeVisible();
    await checkScreen(mailPage, 'email-task-decline-reason');
    await mailPage.getByLabel('Reason').fill('Kuitansi taksi tidak terlampir');
    await mailPage.getByRole('button', { name: 'Confirm decline' }).click();
    await expect(mailPage.getByText(`Invoice ${invoice.invoiceNo} was declined.`)).toBeVisible();
    await snap(mailPage, 'email-task-declined');
    await context.close();

    // Declined with the reason, through the link's user, in the audit as "via e-mail".
    const pic = await bearerOf(request, 'pic');
    const timeline = await ok<{ steps: Array<{ label: string; reason: string | null; detail: string | null; actor: string | null }> }>(
      await request.get(`/api/timeline/${invoice.id}`, { headers: pic }),
    );
    expect(timeline.steps.at(-1)).toMatchObject({
      label: 'Declined by the recommender',
      reason: 'Kuitansi taksi tidak terlampir',
      detail: 'via e-mail',
      actor: 'recommender',
    });
  });
});
