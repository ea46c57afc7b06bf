import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMailboxLink, signUpViaApi, uniqueEmail } from './accounts-helpers';
import { openBrowser, signInViaApi, trpcGet, trpcPost } from './browser';

let browser: Awaited<ReturnType<typeof openBrowser>>;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

/** Presses Tab until the focused element has the accessible name wanted (a keyboard user's way through a page). */
async function tabTo(page: Page, name: RegExp, maxPresses = 80): Promise<void> {
  for (let i = 0; i < maxPresses; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return '';
      const labelled =
        el.getAttribute('aria-label') ?? (el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null);
      return `${labelled ?? ''} ${el.textContent ?? ''}`.trim();
    });
    if (name.test(focused)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

describe('keyboard-only checkout', () => {
  it('a shopper completes checkout with the keyboard alone', async () => {
    const who = { email: uniqueEmail('keys'), password: 'tab-tab-enter-biltong', fullName: 'Kit Keyboard' };
    const setup = await browser.context.newPage();
    await signUpViaApi(browser.context, who);
    await openMailboxLink(setup, who.email, /verify-email/);
    await signInViaApi(browser.context, who);
    const products = await trpcGet<{ id: string; name: string }[]>(browser.context, 'shop.listProducts');
    const original = products.find((p) => p.name === 'Original');
    await trpcPost(browser.context, 'cart.add', { productId: original?.id, weight: '125g', moisture: 'wet' });
    await setup.close();

    const page = await browser.context.newPage();
    await page.goto('/checkout');
    await page.getByRole('button', { name: /Place Order - / }).waitFor();
    for (const [label, value] of [
      [/Full name/, 'Kit Keyboard'],
      [/Address line 1/, '3 Enter Street'],
      [/^City/, 'Tabsworth'],
      [/Postcode/, 'TB1 2EN'],
    ] as const) {
      await tabTo(page, label);
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(value);
    }
    await tabTo(page, /Place Order - /);
    await page.keyboard.press('Enter');
    await page.getByText('Order placed successfully!').waitFor();
    await page.waitForURL(/\/account\?tab=orders&placed=/);
    const orders = await trpcGet<unknown[]>(browser.context, 'order.listMine');
    expect(orders).toHaveLength(1);
  });
});
