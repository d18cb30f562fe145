import { expect, test, type Locator, type Page } from '@playwright/test';
import { checkScreen } from './accessibility';
import { samplePdf } from './support';
import { sendProxyToRecommender } from './proxy-support';

/**
 * Keyboard only: no mouse, no click, no fill. Focus moves with Tab (or Shift+Tab), controls answer
 * Enter, Space and the arrows, text is typed into the focused field. Every stop Tab makes is
 * checked for a visible focus indicator, and the keys pressed are counted.
 */

/** The keys a journey presses, and the focused controls that showed no focus indicator. */
function keyboardOf(page: Page) {
  let presses = 0;
  const unseen = new Set<string>();

  const press = async (key: string) => {
    presses += 1;
    await page.keyboard.press(key);
  };

  /**
   * Whether the focused element shows where focus is: an outline or a box shadow on it, on the
   * antd wrapper drawn around it (inputs, selects and pickers draw their ring on the wrapper) or on
   * a control inside it.
   * Read after the focus transition has ended, so a ring fading in counts.
   */
  const checkFocusShown = async () => {
    await page.waitForTimeout(250);
    const missing = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return null;
      const shows = (node: Element) => {
        const s = getComputedStyle(node);
        const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
        return outline || (s.boxShadow !== 'none' && s.boxShadow !== '');
      };
      const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? ''}"`;
      // Not hidden under the fixed header or anything else: what is painted at its centre is it.
      const box = el.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (box.width > 0 && top && !el.contains(top) && !top.contains(el) && !top.closest('label')?.contains(el)) return `${name} (obscured)`;
      let node: Element | null = el;
      for (let depth = 0; node && depth < 4; depth += 1, node = node.parentElement) {
        if (shows(node)) return null;
      }
      // Or on the control drawn inside it: a pagination arrow's <li> takes focus and antd rings its button.
      if ([...el.children].some(shows)) return null;
      return name;
    });
    if (missing) unseen.add(missing);
  };

  /** Tabs (forward, or back with Shift+Tab) until `target` or something inside it has focus. */
  const tabTo = async (target: Locator, { back = false, max = 80 } = {}) => {
    await expect(target).toBeVisible();
    // The locator, not a handle: a list refetched meanwhile draws its rows (and links) anew.
    for (let n = 0; n < max; n += 1) {
      await press(back ? 'Shift+Tab' : 'Tab');
      await checkFocusShown();
      if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement), null, { timeout: 5_000 })) return;
    }
    throw new Error(`${target.toString()} was not reached with ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
  };

  /** Types into the focused field: one press per character. */
  const type = async (text: string) => {
    presses += text.length;
    await page.keyboard.type(text);
  };

  /**
   * Picks an option of the focused antd Select with the arrows: ArrowDown opens the list and
   * moves through it, Enter takes the option that is active.
   */
  const choose = async (option: string | RegExp) => {
    const open = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    const active = open.locator('.ant-select-item-option-active');
    await press('ArrowDown');
    await expect(open).toBeVisible();
    for (let n = 0; n < 60; n += 1) {
      const text = (await active.count()) ? ((await active.getAttribute('title')) ?? (await active.innerText())) : '';
      if (typeof option === 'string' ? text === option : option.test(text)) {
        await press('Enter');
        await expect(open).toHaveCount(0);
        return;
      }
      await press('ArrowDown');
    }
    throw new Error(`option ${String(option)} was not reached with the arrows`);
  };

  return {
    press,
    tabTo,
    type,
    choose,
    get presses() {
      return presses;
    },
    /** The focused controls no indicator showed, as "tag#id "name"" lines. */
    get unseen() {
      return [...unseen];
    },
  };
}

type Keyboard = ReturnType<typeof keyboardOf>;

/** The login form and the company step, by keyboard. */
async function logIn(page: Page, keys: Keyboard, username: string, company: RegExp) {
  await page.goto('/#/login');
  await keys.tabTo(page.getByLabel('Username'));
  await keys.type(username);
  await keys.tabTo(page.getByLabel('Password'));
  await keys.type('demo');
  await keys.press('Enter');
  await expect(page.getByRole('heading', { name: 'Select instance' })).toBeVisible();
  const chosen = page.locator('form[aria-label="Select instance"] .ant-select-selection-item');
  if (!company.test((await chosen.count()) ? await chosen.innerText() : '')) {
    await keys.tabTo(page.getByRole('combobox', { name: 'Company' }));
    await keys.choose(company);
  }
  await keys.tabTo(page.getByRole('button', { name: 'Go to dashboard' }));
  await keys.press('Enter');
  await page.waitForURL((url) => !url.hash.startsWith('#/login'));
  // The landing page has rendered: an address typed before could be lost to the landing navigation.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** A field's error is announced: the control is marked invalid and described by the message. */
async function expectFieldError(control: Locator, message: string) {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await control.getAttribute('aria-describedby')) ?? '';
  const texts = await control
    .page()
    .evaluate((ids) => ids.map((id) => document.getElementById(id)?.textContent ?? ''), describedBy.split(/\s+/).filter(Boolean));
  expect(texts.join(' ')).toContain(message);
}

test.describe('Keyboard only', () => {
  test('the supplier creates a non-PO invoice and submits it in a batch; errors are announced; focus always shows', async ({ page }) => {
    test.setTimeout(240_000);
    const keys = keyboardOf(page);
    await logIn(page, keys, 'vendor', /AAM/);

    // The address bar is the keyboard's too.
    await page.goto('/#/invoice/create-nonpo');
    await expect(page.getByRole('heading', { name: 'Create Invoice Non PO' })).toBeVisible();

    // Save with nothing filled: the form's messages are announced (role="alert").
    await keys.tabTo(page.getByRole('button', { name: 'Save', exact: true }));
    await keys.press('Enter');
    const errors = page.getByRole('alert').filter({ hasText: 'Invoice No is empty' });
    await expect(errors).toBeVisible();
    await expect(errors).toContainText('Attachment is required');
    await checkScreen(page, 'keyboard-non-po-errors');

    const stamp = Date.now().toString().slice(-8);
    const invoiceNo = `KB/NP/${stamp}`;
    const today = new Date();
    const month = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'][today.getMonth()];
    const todayShown = `${String(today.getDate()).padStart(2, '0')}-${month}-${today.getFullYear()}`;

    // Back up the page from Save to the first field.
    await keys.tabTo(page.locator('#np-invoice-no'), { back: true, max: 120 });
    await keys.type(invoiceNo);
    await keys.tabTo(page.locator('#np-invoice-date'));
    await keys.type(todayShown);
    await keys.tabTo(page.locator('#np-description'));
    await keys.type('Kurir dokumen, keyboard');
    await keys.tabTo(page.locator('#np-tax-no'));
    await keys.type(`010.000-26.${stamp}`);
    await keys.tabTo(page.locator('#np-tax-date'));
    await keys.type(todayShown);
    await keys.tabTo(page.getByRole('combobox', { name: 'Category', exact: true }));
    await keys.choose('DDK');
    await keys.tabTo(page.getByRole('combobox', { name: 'Detail Category' }));
    await keys.choose('Transportasi Dalam Kota');
    await keys.tabTo(page.getByRole('button', { name: 'Add Line' }));
    await keys.press('Enter');
    await keys.tabTo(page.getByLabel('Line 1 description', { exact: true }), { back: true });
    await keys.type('Kurir dokumen ke kantor pusat');
    await keys.tabTo(page.getByLabel('Line 1 amount', { exact: true }));
    // Typed at full speed: the amount keeps every digit (antd's number input once reformatted it mid-typing).
    await keys.type('350000');
    await expect(page.getByLabel('Line 1 amount', { exact: true })).toHaveValue(/^350,?000(\.00)?$/);
    await keys.tabTo(page.getByRole('combobox', { name: 'Line 1 VAT' }));
    await keys.choose('PPN 12%');

    // The attachment: Enter on the upload button opens the system's file dialog.
    const upload = page.getByRole('button', { name: /Upload/ }).first();
    await keys.tabTo(upload);
    // Enter once more if no dialog came: on a loaded machine the first key can land while the
    // upload control is still being drawn again (the form re-renders as the line total settles),
    // and the control drawn anew has lost focus: it is reached again first.
    const openDialog = async () => {
      if (!(await upload.evaluate((el) => el.contains(document.activeElement)))) await keys.tabTo(upload, { max: 120 });
      const chooser = page.waitForEvent('filechooser', { timeout: 10_000 });
      await keys.press('Enter');
      return chooser;
    };
    await (await openDialog().catch(openDialog)).setFiles(samplePdf());
    await expect(page.getByRole('list', { name: 'Attached files' })).toContainText('faktur-pajak.pdf');
    await checkScreen(page, 'keyboard-non-po-filled');

    await keys.tabTo(page.getByRole('button', { name: 'Save', exact: true }));
    await keys.press('Enter');
    await expect(page.getByText(`Invoice ${invoiceNo} is saved as DRAFT.`)).toBeVisible();

    // The batch: Submit with no invoice is refused out loud, then Add Invoice, tick it with Space, Add, Submit.
    await page.goto('/#/batch/create');
    await expect(page.locator('#batch-no')).toHaveAttribute('placeholder', 'Assigned on save');
    await keys.tabTo(page.getByRole('button', { name: 'Submit' }));
    await keys.press('Enter');
    await expect(page.getByRole('alert')).toContainText('Please select your invoice');
    await keys.tabTo(page.getByRole('button', { name: 'Add Invoice' }), { back: true });
    await keys.press('Enter');
    const find = page.getByRole('dialog', { name: 'Find Invoice' });
    const tick = find.getByRole('checkbox', { name: `Select invoice ${invoiceNo}` });
    await keys.tabTo(tick);
    await keys.press('Space');
    await expect(tick).toBeChecked();
    await checkScreen(page, 'keyboard-batch-find-invoice');
    await keys.tabTo(find.getByRole('button', { name: 'Add' }));
    await keys.press('Enter');
    await expect(find).toBeHidden();
    await expect(page.getByRole('cell', { name: invoiceNo, exact: true })).toBeVisible();
    await keys.tabTo(page.getByRole('button', { name: 'Submit' }));
    await keys.press('Enter');
    await expect(page.getByText('Data has been submitted successfully')).toBeVisible();
    await expect(page.locator('#batch-no')).toHaveValue(/^AAM-82-\d+$/);
    await checkScreen(page, 'keyboard-batch-submitted');

    console.log(`supplier create-and-batch by keyboard: ${keys.presses} key presses`);
    expect(keys.unseen, 'focused controls with no visible focus indicator').toEqual([]);
  });

  test("the recommender approves a task; the reject form's error is announced; focus always shows", async ({ page, request }) => {
    test.setTimeout(120_000);
    const { invoiceNo } = await sendProxyToRecommender(request, { invoicePrefix: 'KB', taxDigit: '3', journey: 'keyboard journey', amount: '750000' });
    const keys = keyboardOf(page);
    await logIn(page, keys, 'recommender', /AAM/);

    await page.goto('/#/tasks');
    await keys.tabTo(page.getByRole('link', { name: invoiceNo }));
    await keys.press('Enter');
    await expect(page.getByText(`Invoice Proxy ${invoiceNo}`)).toBeVisible();

    // Reject with no reason: the modal's message is announced, then Escape closes it.
    await keys.tabTo(page.getByRole('button', { name: 'Reject', exact: true }));
    await keys.press('Enter');
    const reject = page.getByRole('dialog', { name: 'Reject invoice' });
    await keys.tabTo(reject.getByRole('button', { name: 'Reject' }));
    await keys.press('Enter');
    await expect(reject.getByRole('alert')).toContainText('Reason must be filled');
    await checkScreen(page, 'keyboard-task-reject-error');
    await keys.press('Escape');
    await expect(reject).toBeHidden();

    await keys.tabTo(page.getByRole('button', { name: 'Approve', exact: true }));
    await keys.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Approve invoice' });
    await expect(confirm).toBeVisible();
    await checkScreen(page, 'keyboard-task-approve-confirm');
    await keys.tabTo(confirm.getByRole('button', { name: 'Approve' }));
    await keys.press('Enter');
    await expect(page.getByText(`Invoice has been approved: ${invoiceNo}`)).toBeVisible();
    await expect(page.getByRole('link', { name: invoiceNo })).toHaveCount(0);

    // The delegation form: its messages are announced together; a date it cannot read is named
    // beside the field, tied to it by aria-describedby.
    await keys.tabTo(page.getByRole('button', { name: 'Delegate my tasks' }));
    await keys.press('Enter');
    await expect(page.getByRole('heading', { name: 'Delegate Tasks' })).toBeVisible();
    await keys.tabTo(page.getByRole('button', { name: 'Save' }));
    await keys.press('Enter');
    const delegationErrors = page.getByRole('alert').filter({ hasText: 'Please select a substitute' });
    await expect(delegationErrors).toContainText('Start date is empty');
    await keys.tabTo(page.locator('#delegation-start'), { back: true });
    await keys.type('30-feb-2026');
    await keys.press('Tab');
    await expectFieldError(page.locator('#delegation-start'), 'Date cannot be read, use DD-MMM-YYYY (23-NOV-2026)');
    await checkScreen(page, 'keyboard-delegation-errors');

    console.log(`recommender approval by keyboard: ${keys.presses} key presses`);
    expect(keys.unseen, 'focused controls with no visible focus indicator').toEqual([]);
  });
});
