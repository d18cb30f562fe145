import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { checkScreen } from './accessibility';
import { loginAs } from './support';
import { bearerOf } from './ubl-support';

// Finance and a PIC of their own, made by finance through the API: the language they keep on the
// server must not reach the journeys that log the demo users in.
const stamp = Date.now() % 100000;
const FINANCE = `e2e-keuangan-${stamp}`;
const PIC = `e2e-pic-${stamp}`;

async function createStaff(request: APIRequestContext) {
  const headers = await bearerOf(request, 'finance');
  const create = async (data: Record<string, string>) => {
    const res = await request.post('/api/users', { headers, data: { password: 'demo', company: '82-AAM', active: 'Y', ...data } });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };
  await create({ username: FINANCE, typeUser: 'ORACLE', role: 'FINANCE', userCode: FINANCE, description: 'AP Finance (Bahasa Indonesia)' });
  const picId = await create({ username: PIC, typeUser: 'PIC', role: 'PIC', userCode: PIC, description: 'Purchasing PIC (Bahasa Indonesia)' });
  // The PIC reviews CV Maju Bersama's invoices in AAM, as the demo PIC does.
  const mapping = await request.post('/api/master/proxy-mappings', {
    headers,
    data: { orgId: 82, instance: 'AAM', userId: picId, vendorId: 3002, startDate: '2026-01-01', endDate: '' },
  });
  expect(mapping.status(), await mapping.text()).toBe(201);
}

/** Logs in (English, the login page's default), then switches to Bahasa Indonesia in the header: kept for this user. */
async function inBahasa(page: Page, username: string) {
  await loginAs(page, username, /Head Office/);
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Bahasa Indonesia' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });

test.describe('Finance and the PIC in Bahasa Indonesia', () => {
  test.beforeAll(async ({ request }) => createStaff(request));

  test('finance finds an invoice, reads it, and visits its queues, master data and reports in Bahasa Indonesia', async ({ page }) => {
    test.slow(); // many screens, each checked by axe
    await inBahasa(page, FINANCE);
    await expect(page.getByText('Menunggu tindakan Anda').first()).toBeVisible();
    await checkScreen(page, 'language-finance-dashboard-id');

    await page.goto('/#/invoice/find');
    await expect(heading(page, 'Cari Faktur')).toBeVisible();
    await expect(page.getByText('Pilih nomor batch, pemasok, atau nomor e-invoice, lalu tekan Cari')).toBeVisible();
    await page.getByLabel('Nomor Batch').fill('AAM-82-00001');
    await page.getByRole('button', { name: 'Cari', exact: true }).click();
    const results = page.locator('.ant-table-tbody');
    await expect(results.getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Aksi' })).toBeVisible();
    await checkScreen(page, 'language-finance-find-id');
    await results
      .getByRole('link', { name: /^(LIHAT|TINJAU|DETAIL) / })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Detail Faktur Keuangan|Tinjau Faktur Keuangan/);
    await checkScreen(page, 'language-finance-detail-id');

    for (const [path, title, name] of [
      ['/#/invoice/list/finance', 'Daftar Faktur Keuangan', 'language-finance-list-id'],
      ['/#/finance/duplicates', 'Duplikat', 'language-finance-duplicates-id'],
      ['/#/erp/deliveries', 'Pengiriman ke ERP', 'language-erp-deliveries-id'],
      ['/#/master/category', 'Data Induk Kategori', 'language-master-category-id'],
      ['/#/master/user', 'Data Induk Pengguna', 'language-master-user-id'],
      ['/#/master/tolerance', 'Toleransi Pencocokan', 'language-master-tolerance-id'],
      ['/#/report/remittances', 'Bukti Pembayaran', 'language-remittances-id'],
      ['/#/report/statement', 'Rekening Koran Pemasok', 'language-statement-id'],
    ] as const) {
      await page.goto(path);
      await expect(heading(page, title)).toBeVisible();
      // The screen has drawn its content (a table, a form or an empty text), not only its frame.
      await expect(page.locator('main .ant-card').first()).toBeVisible();
      await checkScreen(page, name);
    }
  });

  test("the PIC opens Find Invoice and a proxy invoice's review in Bahasa Indonesia", async ({ page }) => {
    test.slow();
    await inBahasa(page, PIC);
    await page.goto('/#/invoice/find');
    await expect(heading(page, 'Cari Faktur')).toBeVisible();
    await expect(page.getByText('Pilih nomor batch, pemasok, atau nomor e-invoice, lalu tekan Cari')).toBeVisible();
    await checkScreen(page, 'language-pic-find-id');
    // The demo proxy invoice of CV Maju Bersama, by its review address (another journey may have answered it meanwhile).
    await page.goto(`/#/invoice/review-pic/${encodeURIComponent('MB/PX/2026/0399')}/-/3002/82?instance=AAM`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Tinjau Faktur/);
    await expect(page.getByText('Faktur Proxy', { exact: false }).first()).toBeVisible();
    await checkScreen(page, 'language-pic-review-id');
  });
});
