import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { checkScreen } from './accessibility';
import { samplePdf } from './support';
import { bearerOf, openReceipts } from './ubl-support';

// A supplier of its own (acting for PT Sinar Jaya Abadi in AAM), made by finance through the API:
// the language it stores on the server must not reach the journeys that log the demo users in.
const USERNAME = `e2e-bahasa-${Date.now() % 100000}`;

const ID_DATE = /\b\d{2}-(Jan|Feb|Mar|Apr|Mei|Jun|Jul|Agu|Sep|Okt|Nov|Des)-\d{4}\b/;
const ID_AMOUNT = /\b\d{1,3}(\.\d{3})*,\d{2}\b/;

/** A DRAFT PO invoice of the journey's supplier, made through the API: its detail screen is visited in Bahasa Indonesia. */
async function createPoInvoice(request: APIRequestContext): Promise<number> {
  const headers = await bearerOf(request, USERNAME);
  const line = (await openReceipts(request, headers))[0];
  expect(line, 'an open received PO line for the supplier').toBeTruthy();
  const upload = await request.post('/api/files', {
    headers,
    multipart: { file: { name: 'faktur.pdf', mimeType: 'application/pdf', buffer: fs.readFileSync(samplePdf()) } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const stamp = Date.now().toString().slice(-8);
  const today = new Date().toISOString().slice(0, 10);
  const created = await request.post('/api/po-invoices', {
    headers,
    data: {
      orgId: 82,
      instance: 'AAM',
      invoiceNo: `ID-${stamp}`,
      invoiceDate: today,
      taxInvoiceNo: `010.000-26.${stamp}`,
      taxInvoiceDate: today,
      description: 'Bahasa Indonesia journey',
      lines: [{ rcvTransactionId: line!.rcvTransactionId }],
      attachmentIds: [((await upload.json()) as { id: number }).id],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

async function createSupplierUser(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: { username: 'finance', password: 'demo' } });
  expect(login.status()).toBe(200);
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const user = await request.post('/api/users', {
    headers,
    data: {
      username: USERNAME,
      password: 'demo',
      typeUser: 'VENDOR',
      role: 'VENDOR',
      company: '82-AAM',
      userCode: USERNAME,
      description: 'PT Sinar Jaya Abadi',
      active: 'Y',
    },
  });
  expect(user.status(), await user.text()).toBe(201);
  const { id } = (await user.json()) as { id: number };
  const mapping = await request.post('/api/user-mappings', { headers, data: { userId: id, company: '82-AAM', vendorId: 3001, active: 'Y' } });
  expect(mapping.ok(), await mapping.text()).toBe(true);
}

/** The login form in whichever language it shows, then the company step (one company: chosen already). */
async function logIn(page: Page, texts: { username: string; password: string; submit: string; go: string }) {
  await page.getByLabel(texts.username).fill(USERNAME);
  await page.getByLabel(texts.password).fill('demo');
  await page.getByRole('button', { name: texts.submit, exact: true }).click();
  await page.getByRole('button', { name: texts.go }).click();
  await page.waitForURL((url) => !url.hash.startsWith('#/login'));
}

const INDONESIAN = { username: 'Nama pengguna', password: 'Kata sandi', submit: 'Masuk', go: 'Ke dasbor' };
const ENGLISH = { username: 'Username', password: 'Password', submit: 'Login', go: 'Go to dashboard' };

test.describe('Bahasa Indonesia and English', () => {
  test.beforeAll(async ({ request }) => createSupplierUser(request));

  test('a supplier works in Bahasa Indonesia, kept for the browser and for the user, and switches back', async ({ page, browser, request }) => {
    test.slow(); // several screens, two browsers
    await page.goto('/#/login');
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    const switcher = page.getByRole('group', { name: 'Language' });
    await expect(switcher.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

    // Chosen on the login page, before login: the page turns Indonesian at once.
    await switcher.getByRole('button', { name: 'Bahasa Indonesia' }).click();
    await expect(page.getByRole('heading', { name: 'Masuk' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Nama pengguna tidak boleh kosong');
    await checkScreen(page, 'language-login-id');

    await logIn(page, INDONESIAN);
    await expect(page.getByText('Menunggu tindakan Anda').first()).toBeVisible();
    await expect(page.getByText('Faktur Terbaru')).toBeVisible();
    await expect(page.getByText('Penerimaan Barang Terbuka')).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Nomor Faktur' })).toBeVisible();
    const latest = page.locator('.ant-card').filter({ hasText: 'Faktur Terbaru' });
    await expect(latest.getByText(ID_DATE).first()).toBeVisible();
    await expect(latest.getByText(ID_AMOUNT).first()).toBeVisible();
    await expect(page.getByRole('group', { name: 'Bahasa' }).getByRole('button', { name: 'Bahasa Indonesia' })).toHaveAttribute('aria-pressed', 'true');
    await checkScreen(page, 'language-dashboard-id');

    // The menu, the invoice list and the create form.
    await expect(page.getByRole('menuitem', { name: 'Dasbor' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Faktur', exact: true }).click();
    await page.getByRole('link', { name: 'Daftar Faktur', exact: true }).click();
    await expect(page).toHaveURL(/#\/invoice\/list/);
    await expect(page.getByText(ID_DATE).first()).toBeVisible();
    await expect(page.getByText(/^\d+ faktur$/)).toBeVisible();
    await checkScreen(page, 'language-invoice-list-id');
    await page.getByRole('link', { name: 'Buat Faktur dengan PO' }).click();
    await expect(page).toHaveURL(/#\/invoice\/create/);
    // Its labels in Indonesian, its totals with the Indonesian decimal comma.
    await expect(page.getByLabel('Nomor Faktur Pajak')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Simpan' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Buat Faktur dengan PO', level: 1 })).toBeVisible();
    await expect(page.getByText('0,00', { exact: true }).first()).toBeVisible();
    await checkScreen(page, 'language-po-create-id');

    // The e-invoice drop zone and the pending PO modal.
    await expect(page.getByText('Baca dari berkas e-faktur (UBL / Factur-X)')).toBeVisible();
    await page.getByRole('button', { name: /Cari PO Tertunda/ }).click();
    const pending = page.getByRole('dialog', { name: 'Cari PO Tertunda' });
    await expect(pending.getByRole('columnheader', { name: 'Nomor PO' })).toBeVisible();
    await expect(pending.getByLabel('Dari Tanggal')).toBeVisible();
    await expect(pending.getByText('0 dipilih')).toBeVisible();
    await expect(pending.getByRole('button', { name: 'Atur Ulang' })).toBeVisible();
    await checkScreen(page, 'language-pending-po-id');
    await page.keyboard.press('Escape');
    await expect(pending).toBeHidden();

    // An amount typed the Indonesian way (1.234,5), and what was typed survives a switch of language.
    await page.getByLabel('Nomor Faktur', { exact: true }).fill('BAHASA-1');
    await page.getByLabel('Termasuk PPh').check();
    const pph = page.getByLabel('Nilai PPh');
    await pph.fill('1.234,5');
    await pph.press('Tab');
    await expect(pph).toHaveValue('1.234,50');
    await page.getByRole('group', { name: 'Bahasa' }).getByRole('button', { name: 'English' }).click();
    await expect(page.getByLabel('Invoice No', { exact: true })).toHaveValue('BAHASA-1');
    await expect(page.getByLabel('PPh Value')).toHaveValue('1234.50');
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Bahasa Indonesia' }).click();
    await expect(page.getByLabel('Nomor Faktur', { exact: true })).toHaveValue('BAHASA-1');
    await expect(page.getByLabel('Nilai PPh')).toHaveValue('1.234,50');

    // The non-PO form.
    await page.getByRole('link', { name: 'Buat Faktur Non PO' }).click();
    await expect(page).toHaveURL(/#\/invoice\/create-nonpo/);
    await expect(page.getByText('Mata Uang', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Simpan' })).toBeVisible();
    await checkScreen(page, 'language-non-po-create-id');

    // A PO invoice's detail: the faktur check card and Add To Batch.
    const invoiceId = await createPoInvoice(request);
    await page.goto(`/#/invoice/detail/${invoiceId}`);
    await expect(page.getByText('Pemeriksaan faktur pajak')).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Tambah ke Batch' }).click();
    const addToBatch = page.getByRole('dialog', { name: 'Tambah ke Batch' });
    await expect(addToBatch.getByText(/Belum ada batch terbuka|AAM-82-/).first()).toBeVisible();
    // Retried: a click while the modal is still zooming in can miss its button on a busy machine.
    await expect(async () => {
      await addToBatch.getByRole('button', { name: 'Simpan' }).click();
      await expect(addToBatch.getByRole('alert')).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await checkScreen(page, 'language-add-to-batch-id');
    await page.keyboard.press('Escape');
    await expect(addToBatch).toBeHidden();

    // Batches: create (with its print panel) and list.
    await page.getByRole('menuitem', { name: 'Batch', exact: true }).click();
    await page.getByRole('link', { name: 'Buat Batch' }).click();
    await expect(page).toHaveURL(/#\/batch\/create/);
    await expect(page.getByRole('button', { name: 'Tambah Faktur' })).toBeVisible();
    const printPanel = page.locator('.ant-card').filter({ hasText: 'Cetak Batch' }).last();
    await expect(printPanel.getByLabel('Nomor Batch')).toBeVisible();
    await expect(printPanel.getByRole('button', { name: 'Laporan Batch' })).toBeVisible();
    await expect(printPanel.getByRole('button', { name: 'Cetak Penerimaan Barang' })).toBeVisible();
    await checkScreen(page, 'language-batch-create-id');
    await page.getByRole('link', { name: 'Daftar Batch', exact: true }).click();
    await expect(page).toHaveURL(/#\/batch\/list/);
    await expect(page.getByRole('columnheader', { name: 'Nomor Batch' })).toBeVisible();
    await checkScreen(page, 'language-batch-list-id');

    // Receipts of a purchase order: the PO select, the headings and the idle text.
    await page.goto('/#/history-receipt');
    await expect(page.getByText('Pilih PO lalu tekan Cari')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Nomor PO' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Kode Barang' })).toBeVisible();
    await checkScreen(page, 'language-receipt-history-id');

    // A reload keeps it (this browser).
    await page.goto('/#/dashboard');
    await page.reload();
    await expect(page.getByText('Faktur Terbaru')).toBeVisible();

    // A fresh browser, nothing stored in it: the login page is English, the user's language wins on login.
    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await other.goto('/#/login');
    await expect(other.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    // The company step already follows the user's language.
    await logIn(other, { ...ENGLISH, go: INDONESIAN.go });
    await expect(other.getByText('Faktur Terbaru')).toBeVisible();
    await expect(other.getByText('Menunggu tindakan Anda').first()).toBeVisible();

    // Switching back in the header: English texts, kept for the user too.
    await other.getByRole('group', { name: 'Bahasa' }).getByRole('button', { name: 'English' }).click();
    await expect(other.getByText('Latest Invoices')).toBeVisible();
    await expect(other.getByText('Waiting for you').first()).toBeVisible();
    await expect(other.getByRole('columnheader', { name: 'Invoice No' })).toBeVisible();
    await checkScreen(other, 'language-dashboard-en');
    await fresh.close();

    const third = await browser.newContext();
    const last = await third.newPage();
    await last.goto('/#/login');
    await logIn(last, ENGLISH);
    await expect(last.getByText('Latest Invoices')).toBeVisible();
    await third.close();
  });
});
