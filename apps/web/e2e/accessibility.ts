import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { snap } from './support';

/**
 * Waits until no finite animation runs (antd's modal zoom, dropdown slide, colour transitions): axe
 * reads colours as painted. Spinners (infinite) and the click ripple (`.ant-wave`, 2 s, no text)
 * do not count.
 */
async function settled(page: Page) {
  const moving = () =>
    page.evaluate(
      () =>
        document.getAnimations().filter((a) => {
          const target = a.effect instanceof KeyframeEffect ? a.effect.target : null;
          return a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity && !target?.closest('.ant-wave');
        }).length,
    );
  await expect.poll(moving, { intervals: [100] }).toBe(0);
}

/**
 * Controls whose accessible name carries an icon's name: antd icons name themselves
 * (`role="img" aria-label="file-text"`), so a menu item reads "file-text Invoice" unless the
 * icon is aria-hidden. axe has no rule for it.
 */
function iconNameLeaks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const leaks: string[] = [];
    for (const icon of document.querySelectorAll('[role="img"][aria-label]')) {
      // antd's busy spinner ("loading Save") says something true about the control: not a leak.
      if (icon.closest('[aria-hidden="true"]') || icon.classList.contains('anticon-loading') || !icon.checkVisibility()) continue;
      const control = icon.closest('button, a[href], [role="button"], [role="link"], [role="menuitem"], [role="tab"], [role="option"]');
      if (!control || control.hasAttribute('aria-label') || control.hasAttribute('aria-labelledby')) continue;
      const text = control.textContent?.trim();
      if (text)
        leaks.push(`serious icon-name (an icon's name joins the control's) at ${control.tagName.toLowerCase()}: "${icon.getAttribute('aria-label')} ${text}"`);
    }
    return leaks;
  });
}

/**
 * WCAG 2.2 AA and axe's best practices. Run by tag, the tags cover every rule axe runs by default
 * (only AAA and deprecated rules are left, all off by default) and add WCAG 2.2's target size
 * (2.5.8, 24 × 24 px), which is off unless asked for: it is named as well, so no tag rule of axe can
 * leave it out.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const AXE_RUN = { runOnly: { type: 'tag' as const, values: AXE_TAGS }, rules: { 'target-size': { enabled: true } } };

/**
 * Runs axe-core on the screen as it stands and fails on serious or critical violations (and on
 * icon names leaking into controls' names), one readable line per rule and element. A soft
 * failure: the journey goes on, so one run lists the violations of every screen it visits.
 */
export async function expectAccessible(page: Page, screen: string) {
  // From the top, as the screenshot is taken: scrolled, the fixed header lies over controls and axe
  // counts them as too small to hit (target-size), which says where the journey scrolled, not how
  // the screen is made.
  const scrolled = await page.evaluate(() => {
    const was = window.scrollY;
    window.scrollTo(0, 0);
    return was !== 0;
  });
  // Scrolling moves the page under a pointer that stays put: the browser sends the hover it causes a
  // moment later, and its colour transitions must have started before `settled` looks for them.
  if (scrolled) await page.waitForTimeout(200);
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).options(AXE_RUN).analyze();
  const blocking = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.impact} ${v.id} (${v.help}) at ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ') ?? ''}`));
  expect.soft([...blocking, ...(await iconNameLeaks(page))], `accessibility of ${screen}`).toEqual([]);
}

/** A screen a journey visits: checked for accessibility, then captured for people to look at. */
export async function checkScreen(page: Page, name: string) {
  await expectAccessible(page, name);
  await snap(page, name);
}

/**
 * Reaches `target` with the keyboard alone (Tab from wherever focus is; `ArrowDown` inside a menu)
 * and presses Enter on it, as a keyboard user would; fails if the key never lands on it.
 */
export async function pressWithKeyboard(page: Page, target: Locator, { key = 'Tab', maxPresses = 60 } = {}) {
  await expect(target).toBeVisible();
  // A handle, not the locator: if a key closes what holds the target, fail at once instead of waiting.
  const handle = await target.elementHandle();
  for (let presses = 0; presses < maxPresses; presses += 1) {
    await page.keyboard.press(key);
    // antd's menus move focus in an animation frame after the key: look after the next two frames,
    // else a slow frame shows the item before last and the next key passes the target.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    if (await handle?.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) {
      await page.keyboard.press('Enter');
      return;
    }
  }
  throw new Error(`${target.toString()} was not reached with ${maxPresses} presses of ${key}`);
}
