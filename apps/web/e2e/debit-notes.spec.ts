import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { checkScreen, pressWithKeyboard } from './accessibility';
import { loginAs } from './support';

async function choose(page: Page, combobox: Locator, option: RegExp | string) {
  await combobox.click();
  // The popup of this select (another one may still be closing): the one holding its listbox.
  const listbox = await combobox.getAttribute('aria-controls');
  const popup = page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${listbox}"]`) });
  await popup.locator('.ant-select-item-option').filter({ hasText: option }).first().click();
}

/** A small but real PDF, so the server's content sniffing accepts it. */
function samplePdf(name: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'faktura-dn-')), name);
  const body =
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
  fs.writeFileSync(file, body);
  return file;
}

/** The debit note the first journey makes, for the next two to look for. */
const made = { dnNo: '', viewPath: '' };

test.describe.serial('Nota Debit', () => {
  test('finance creates a debit note from an ERP debit note', async ({ page }) => {
    // Three screens checked, two uploads: longer than one screen's journey on a loaded machine.
    test.slow();
    await loginAs(page, 'finance', /AAM/);
    await page.goto('/#/invoice/nota-debit');
    await expect(page.getByRole('button', { name: 'Find' })).toBeDisabled();
    await choose(page, page.getByRole('combobox', { name: 'Company' }), /Head Office/);
    await page.getByRole('combobox', { name: 'Supplier' }).fill('Sinar');
    await choose(page, page.getByRole('combobox', { name: 'Supplier' }), /Sinar Jaya/);
    // Find only once a debit note of that supplier is chosen.
    await expect(page.getByRole('button', { name: 'Find' })).toBeDisabled();
    await choose(page, page.getByRole('combobox', { name: 'Debit Note' }), /^DN\//);
    await pressWithKeyboard(page, page.getByRole('button', { name: 'Find' }));
    await expect(page.getByRole('columnheader', { name: 'PO Number' })).toBeVisible();
    made.dnNo = (await page.locator('.ant-descriptions-item-content').first().innerText()).trim();
    expect(made.dnNo).toMatch(/^DN\//);

    await page.getByLabel('Ex-Tax No').fill('010.000-26.00000077');
    await page.locator('#dn-extax-date').fill('02-NOV-2026');
    await page.locator('#dn-extax-date').press('Enter');
    const debitCard = page.locator('.ant-card').filter({ hasText: 'Debit Attachment' });
    const returCard = page.locator('.ant-card').filter({ hasText: 'Retur Attachment' });
    await debitCard.locator('input[type=file]').setInputFiles(samplePdf('nota-debit.pdf'));
    await expect(debitCard.getByRole('button', { name: 'nota-debit.pdf', exact: true })).toBeVisible();
    await returCard.locator('input[type=file]').setInputFiles(samplePdf('retur-barang.pdf'));
    await expect(returCard.getByRole('button', { name: 'retur-barang.pdf', exact: true })).toBeVisible();
    await checkScreen(page, 'debit-note-create');

    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('status')).toContainText('Data has been saved successfully');
    await expect(page).toHaveURL(/#\/invoice\/nota-debit\?id=\d+$/);
    await expect(page.getByText('010.000-26.00000077')).toBeVisible();
    await checkScreen(page, 'debit-note-view');
    made.viewPath = page.url().replace(/^.*#/, '/#');

    // The list: filtered by DN date, the number links to the debit note.
    await page.goto('/#/invoice/nota-debit/list');
    await pressWithKeyboard(page, page.getByRole('button', { name: 'Search' }));
    await expect(page.getByRole('link', { name: made.dnNo })).toBeVisible();
    await checkScreen(page, 'debit-note-list');
  });

  test('the supplier sees its debit note and its files', async ({ page }) => {
    await loginAs(page, 'vendor', /AAM/);
    await page.goto('/#/invoice/nota-debit/list');
    await page.getByRole('link', { name: made.dnNo }).click();
    await expect(page.getByRole('button', { name: 'retur-barang.pdf', exact: true })).toBeVisible();
    await checkScreen(page, 'debit-note-supplier');
  });

  test('another supplier sees none of it', async ({ page }) => {
    await loginAs(page, 'vendor2');
    await page.goto('/#/invoice/nota-debit/list');
    await expect(page.getByText('No debit notes found')).toBeVisible();
    await page.goto(made.viewPath);
    await expect(page.getByRole('alert')).toContainText('Debit note not found');
  });
});
