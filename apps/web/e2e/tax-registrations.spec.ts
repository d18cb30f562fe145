import { expect, test } from '@playwright/test';
import { checkScreen } from './accessibility';
import { loginAs, openFromMenu } from './support';

test('finance records a company’s NPWP (typed in the legacy 15-digit form) and NITKU; a wrong NITKU is refused under its field', async ({ page }) => {
  // The machine the journeys run on is shared: slow screenshots are not this screen's failure.
  test.setTimeout(300_000);
  await loginAs(page, 'finance', /COMET/);
  await openFromMenu(page, 'Master', 'Tax Registrations', /#\/master\/tax-registrations/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tax Registrations' })).toBeVisible();

  // The list: companies first with their printed numbers and where each comes from.
  const head = page.getByRole('row').filter({ hasText: 'PT Agro Astra Mandiri - Head Office' });
  await expect(head).toContainText('0013.0024.5609.1000');
  await expect(head).toContainText('0013.0024.5609.1000 000000');
  await expect(head).toContainText('Finance record');
  await checkScreen(page, 'tax-registrations-list');

  // Suppliers by search: one from the ERP's NPWP only, one with none.
  await page.getByLabel('Name, number, NPWP or NITKU').fill('CV Sejahtera Abadi');
  await page.getByRole('button', { name: 'Search' }).click();
  const none = page.getByRole('row').filter({ hasText: 'CV Sejahtera Abadi' }).filter({ hasText: 'AAM 3012' });
  await expect(none).toContainText('None');
  await page.getByLabel('Name, number, NPWP or NITKU').fill('');
  await page.getByRole('button', { name: 'Search' }).click();

  // Balikpapan: the NPWP typed as printed before Coretax (15 digits), the NITKU first of another taxpayer.
  const balikpapan = page.getByRole('row').filter({ hasText: 'PT Comet Energi Nusantara - Balikpapan' });
  await balikpapan.getByRole('button', { name: /^Edit tax registration of / }).click();
  const modal = page.getByRole('dialog', { name: /Tax registration: PT Comet Energi Nusantara - Balikpapan/ });
  await modal.getByLabel('NPWP').fill('02.741.555.0-412.000');
  await expect(modal.getByText('Legacy 15-digit NPWP: it will be saved as 0027.4155.5041.2000')).toBeVisible();
  await modal.getByLabel('NITKU').fill('0013.0024.5609.1000 000001');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByText('NITKU must begin with the NPWP it belongs to.')).toBeVisible();
  // The message is tied to its field for a screen reader.
  await expect(modal.getByLabel('NITKU')).toHaveAttribute('aria-invalid', 'true');
  await expect(modal.getByLabel('NITKU')).toHaveAccessibleDescription('NITKU must begin with the NPWP it belongs to.');
  await modal.getByLabel('NITKU').fill('0027415550412');
  await expect(
    modal.getByText('NITKU must be 22 digits: the 16-digit NPWP followed by the 6-digit place of business (000000 for the head office).'),
  ).toBeVisible();
  await checkScreen(page, 'tax-registrations-edit-refused');
  // The helper fills the head office's NITKU from the NPWP; Balikpapan is branch 000007.
  await modal.getByRole('button', { name: 'Use head office' }).click();
  await expect(modal.getByLabel('NITKU')).toHaveValue('0027.4155.5041.2000 000000');
  await modal.getByLabel('NITKU').fill('0027.4155.5041.2000 000007');
  await checkScreen(page, 'tax-registrations-edit');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The legacy 15-digit NPWP was converted to 0027.4155.5041.2000')).toBeVisible();
  await expect(modal).toBeHidden();

  // The list shows the change, by finance.
  await expect(balikpapan).toContainText('0027.4155.5041.2000 000007');
  await expect(balikpapan).toContainText('by finance');
  await page.getByLabel('Name, number, NPWP or NITKU').fill('0027.4155.5041.2000 000007');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'PT Comet Energi Nusantara' })).toHaveCount(1);
  await checkScreen(page, 'tax-registrations-saved');
});

test('a supplier cannot open the tax registrations screen', async ({ page }) => {
  test.setTimeout(180_000);
  await loginAs(page, 'vendor', /AAM/);
  await expect(page.getByRole('menuitem', { name: 'Master' })).toHaveCount(0);
  await page.goto('/#/master/tax-registrations');
  await expect(page).toHaveURL(/#\/dashboard/);
});
