import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DEMO, gotoHydrated, openBrowser, signInViaApi } from './browser';

// At 375 px wide nothing scrolls sideways — public pages, the cart drawer, checkout, account.

const MOBILE = { width: 375, height: 812 };

let browser: Awaited<ReturnType<typeof openBrowser>>;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

/**
 * The page's horizontal overflow, or null: document.documentElement.scrollWidth against innerWidth, and
 * when it overflows the elements reaching furthest right (innermost first), so the failure names what to
 * fix; also any box that scrolls sideways on its own (a wide table in a scroll container).
 */
function sidewaysScroll(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const classes = [...el.classList]
        .slice(0, 3)
        .map((c) => `.${c}`)
        .join('');
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const rect = el.getBoundingClientRect();
      return `<${el.tagName.toLowerCase()}${id}${classes}> right=${Math.round(rect.right)} width=${Math.round(rect.width)} "${text}"`;
    };
    // A box that scrolls sideways inside the page (a table in a scroll container) counts too.
    const innerScrollers = [...document.querySelectorAll('body *')].filter((el) => {
      const overflowX = getComputedStyle(el).overflowX;
      return (overflowX === 'auto' || overflowX === 'scroll') && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1;
    });
    if (scrollWidth <= width && innerScrollers.length === 0) return null;
    if (scrollWidth <= width) {
      return {
        scrollWidth,
        width,
        widest: innerScrollers.slice(0, 3).map((el) => `scrolls inside: ${describe(el)} scrollWidth=${el.scrollWidth}`),
      };
    }
    const overflowing = [...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > width + 0.5);
    // Innermost offenders: those with no overflowing descendant.
    const innermost = overflowing.filter((el) => !overflowing.some((other) => other !== el && el.contains(other)));
    innermost.sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right);
    return { scrollWidth, width, widest: innermost.slice(0, 3).map(describe) };
  });
}

async function expectNoSidewaysScroll(page: Page, where: string) {
  const overflow = await sidewaysScroll(page);
  expect(
    overflow,
    overflow
      ? `${where}: document scrollWidth ${overflow.scrollWidth}, innerWidth ${overflow.width}; widest: ${overflow.widest.join(' | ')}`
      : '',
  ).toBeNull();
}

async function mobilePage() {
  const page = await browser.context.newPage();
  await page.setViewportSize(MOBILE);
  return page;
}

/** Empties the signed-in demo customer's account cart (a JSON POST from the shop's own origin, as the API requires). */
const clearAccountCart = () => browser.context.request.post('/api/trpc/cart.clear', { headers: { origin: baseUrl() }, data: {} });

describe('mobile layout at 375 px', () => {
  it('public pages do not scroll sideways', async () => {
    const page = await mobilePage();
    const pages: [string, string][] = [
      ['/', 'Taste the Adventure'],
      ['/about', 'Our Royal Decree'],
      ['/shop', 'Our Products'],
      ['/subscriptions', 'Subscribe'],
      ['/wholesale', 'Join the Kingdom'],
      ['/auth', 'Welcome to Royal Biltong'],
    ];
    for (const [path, heading] of pages) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: new RegExp(heading) }).waitFor();
      await page.waitForLoadState('networkidle');
      await expectNoSidewaysScroll(page, path);
    }
    await page.close();
  });

  it('the cart drawer, checkout and the account tabs do not scroll sideways (demo customer, items in the cart)', async () => {
    await signInViaApi(browser.context, DEMO.customer);
    const page = await mobilePage();
    // The e2e files share one shop, and others shop as the demo customer too: start from an empty account cart so
    // the counts below are this test's own clicks.
    expect((await clearAccountCart()).status()).toBe(200);
    // Server-rendered: the buttons are on screen before the page's script runs; click once it has.
    await gotoHydrated(page, '/shop');
    // The session is read after hydration: until it arrives an item goes to the browser's cart and merges into
    // the account's, so the counts below are the account cart's only once the header shows the account.
    await page.locator('a[href="/account"]', { hasText: 'My Account' }).first().waitFor({ state: 'attached' });
    const addButtons = page.getByRole('button', { name: 'Add to Cart' });
    await addButtons.first().waitFor();
    for (const index of [0, 1]) {
      // Mid-screen, as a shopper scrolls to the next product: at 375 px the previous add's toast (bottom, full width)
      // slides in over a button the click would otherwise have scrolled only just into view.
      await addButtons.nth(index).evaluate((button) => button.scrollIntoView({ block: 'center' }));
      await addButtons.nth(index).click();
      await page.getByRole('button', { name: new RegExp(`Open shopping cart \\(${index + 1} items?\\)`) }).waitFor();
    }
    await page.getByRole('button', { name: /Open shopping cart/ }).click();
    await page.getByRole('dialog', { name: 'Shopping Cart' }).waitFor();
    await expectNoSidewaysScroll(page, 'cart drawer');
    await page.keyboard.press('Escape');

    await page.goto('/checkout');
    await page.getByRole('button', { name: /Place Order - / }).waitFor();
    await expectNoSidewaysScroll(page, '/checkout');

    await page.goto('/account');
    // The tabs wrap: every one is on screen, none cut off at the right edge.
    await page.getByRole('tab', { name: 'Invoices' }).waitFor();
    for (const tab of ['Subscriptions', 'Details', 'Orders', 'Invoices']) {
      const box = await page.getByRole('tab', { name: tab }).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 375, `${tab} tab within 375 px: ${JSON.stringify(box)}`).toBe(true);
    }
    for (const tab of ['Subscriptions', 'Details', 'Orders', 'Invoices']) {
      await page.getByRole('tab', { name: tab }).click();
      await page.waitForLoadState('networkidle');
      await expectNoSidewaysScroll(page, `/account ${tab}`);
    }
    await page.close();
    // Leave the demo customer's cart as the other specs expect it.
    expect((await clearAccountCart()).status()).toBe(200);
  });
});
