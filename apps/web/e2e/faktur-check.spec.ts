import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { GENUINE, fakturPdf, type FakturFixture } from '../../server/test/helpers/faktur-pdf';
import { checkScreen } from './accessibility';
import { loginAs, openFromMenu, ownReceiptRows, typeDate } from './support';

/** Writes a faktur PDF made here to a temporary file named `name`. */
async function fakturFile(name: string, fixture: FakturFixture): Promise<string> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'faktura-faktur-')), name);
  fs.writeFileSync(file, await fakturPdf(fixture));
  return file;
}

/** 130,050.00 (as the screens print amounts) → 130.050,00 (as a faktur prints them). */
const indonesian = (shown: string) => shown.replace(/,/g, '#').replace('.', ',').replace(/#/g, '.');

async function mismatchOf(page: Page, field: string): Promise<string> {
  return (await page.locator(`[data-testid="faktur-mismatch"][data-field="${field}"]`).textContent())!.trim();
}

test('the supplier sees its faktur checked as soon as it is attached; the PIC sees the same on the invoice', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString().slice(-8);
  const nsfp = `0400260000${stamp.slice(-7)}`;
  await loginAs(page, 'vendor', /AAM/);
  await expect(page).toHaveURL(/#\/dashboard/);
  await openFromMenu(page, 'Invoice', 'Create Invoice With PO', /#\/invoice\/create$/);
  await expect(page.getByRole('heading', { name: 'Create Invoice With PO' })).toBeVisible();
  await page.locator('#po-invoice-no').fill(`E2E/FK/${stamp}`);
  await typeDate(page, 'po-invoice-date', '10-nov-2026');
  await page.locator('#po-tax-no').fill(nsfp);
  await typeDate(page, 'po-tax-date', '10-nov-2026');
  await page.getByRole('button', { name: 'Search Pending PO' }).click();
  const modal = page.getByRole('dialog', { name: 'Search Pending PO' });
  const rows = modal.locator('.ant-table-tbody tr.ant-table-row');
  const [row] = await ownReceiptRows(rows, 1, modal.locator('li.ant-pagination-next'));
  await row!.getByRole('checkbox').check();
  await modal.getByRole('button', { name: /^Add/ }).click();
  await expect(modal).toBeHidden();

  const attachmentCard = page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: /^Attachment$/ }) });
  // A tampered faktur: another seller, another buyer, other amounts. Each mismatch is named beside the form, typed vs faktur.
  const tampered: FakturFixture = {
    ...GENUINE,
    nsfp,
    date: '10/11/2026',
    sellerNpwp: '0999999999999999',
    buyerNpwp: '0888888888888888',
    dpp: '1,00',
    ppn: '2,00',
  };
  await attachmentCard.locator('input[type=file]').setInputFiles(await fakturFile('faktur-palsu.pdf', tampered));
  const check = page.getByTestId('faktur-check');
  await expect(check).toHaveAttribute('data-verdict', 'MISMATCH', { timeout: 60_000 });
  await expect(check).toContainText('The faktur does not match the invoice — faktur-palsu.pdf');
  const seller = await mismatchOf(page, 'sellerNpwp');
  const buyer = await mismatchOf(page, 'buyerNpwp');
  const dpp = await mismatchOf(page, 'dpp');
  const ppn = await mismatchOf(page, 'ppn');
  expect(seller).toMatch(/^Seller NPWP: master data [\d.]{19}, faktur 0999\.9999\.9999\.9999$/);
  expect(buyer).toMatch(/^Buyer NPWP: master data [\d.]{19}, faktur 0888\.8888\.8888\.8888$/);
  expect(dpp).toMatch(/^DPP: typed [\d,]+\.\d\d, faktur 1\.00$/);
  expect(ppn).toMatch(/^PPN: typed [\d,]+\.\d\d, faktur 2\.00$/);
  await expect(check).toContainText('The DJP service is not reachable from here'.replace('The', 'the'));
  await checkScreen(page, 'faktur-check-mismatch');

  // The faktur as it should be: what the master data and the form say.
  const master = (message: string) => /master data ([\d.]+)/.exec(message)![1]!.replace(/\./g, '');
  const typed = (message: string) => indonesian(/typed ([\d,.]+),/.exec(message)![1]!);
  const genuine: FakturFixture = { ...tampered, sellerNpwp: master(seller), buyerNpwp: master(buyer), dpp: typed(dpp), ppn: typed(ppn) };
  await page.getByRole('button', { name: 'Delete faktur-palsu.pdf' }).click();
  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(check).toHaveCount(0);
  await attachmentCard.locator('input[type=file]').setInputFiles(await fakturFile('faktur-pajak.pdf', genuine));
  await expect(check).toHaveAttribute('data-verdict', 'MATCH', { timeout: 60_000 });
  await expect(check).toContainText('Faktur matches — faktur-pajak.pdf');
  await expect(page.getByTestId('faktur-mismatch')).toHaveCount(0);
  await checkScreen(page, 'faktur-check-match');

  // A typo in the date afterwards is flagged at once, typed vs faktur.
  await typeDate(page, 'po-tax-date', '11-nov-2026');
  await expect(check).toHaveAttribute('data-verdict', 'MISMATCH', { timeout: 30_000 });
  expect(await mismatchOf(page, 'date')).toBe('Tax Date: typed 11/11/2026, faktur 10/11/2026');
  await typeDate(page, 'po-tax-date', '10-nov-2026');
  await expect(check).toHaveAttribute('data-verdict', 'MATCH', { timeout: 30_000 });

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/invoice\/detail\/\d+/);
  const detailUrl = page.url();
  const card = page.getByTestId('faktur-check-card');
  await expect(card.getByTestId('faktur-check')).toHaveAttribute('data-verdict', 'MATCH', { timeout: 60_000 });
  await expect(card).toContainText('Faktur matches — faktur-pajak.pdf');
  await checkScreen(page, 'faktur-check-saved');

  // The PIC reviewing the supplier's invoice (its own browser) sees the same check, stored with the invoice.
  const picContext = await browser.newContext({ baseURL: new URL(detailUrl).origin, viewport: { width: 1366, height: 860 } });
  const picPage = await picContext.newPage();
  await loginAs(picPage, 'pic', /AAM/);
  await expect(picPage).toHaveURL(/#\/dashboard/);
  await picPage.goto(detailUrl);
  const picCard = picPage.getByTestId('faktur-check-card');
  await expect(picCard.getByTestId('faktur-check')).toHaveAttribute('data-verdict', 'MATCH', { timeout: 60_000 });
  await expect(picCard).toContainText('Faktur matches — faktur-pajak.pdf');
  await expect(picCard).toContainText('Seller NPWP:');
  await checkScreen(picPage, 'faktur-check-pic');
  await picContext.close();
});
