import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMailboxLink, signUpViaApi, uniqueEmail } from './accounts-helpers';
import { DEMO, openBrowser, signInViaApi, trpcGet, trpcPost } from './browser';

// Nothing the back office or the account screens show is cut off, on a phone or a laptop: every cell, button
// and menu trigger is either inside the visible part of the box that clips it, or in a box that scrolls sideways
// to it, and the page itself never scrolls sideways.

const SIZES = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

type Browser = Awaited<ReturnType<typeof openBrowser>>;
let customer: Browser;
let trade: Browser;
let admin: Browser;
let customerOrderNumber = 0;

/**
 * What is cut off inside `scope` (a CSS selector), one line per element: for each cell, button, link, input,
 * menu trigger and badge, its right edge against every ancestor that clips (overflow other than visible).
 * An ancestor that visibly scrolls sideways to it is fine (overflow-x auto or scroll, content wider than the
 * box, and a scrollbar that is not hidden), and that box is checked in its place further up. Any other
 * clipping ancestor hides it: overflow hidden or clip, auto with nothing to scroll, or a box whose scrollbar is
 * hidden (Mantine's ScrollArea shows its own only while hovered, so the columns past its edge just look cut
 * off). A menu trigger must be in view without scrolling at all. Also: an element whose own content is wider
 * than itself behind overflow hidden (a cut label), anything beyond the window's right edge, and the document
 * scrolling sideways. Visually hidden text (clip-path or clip) is skipped.
 */
function clippings(page: Page, scope: string) {
  return page.evaluate((selector) => {
    const width = window.innerWidth;
    const problems: string[] = [];
    const describe = (el: Element) => {
      const label = el.getAttribute('aria-label');
      const text = (label ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const classes = [...el.classList]
        .slice(0, 2)
        .map((c) => `.${c}`)
        .join('');
      return `<${el.tagName.toLowerCase()}${classes}> "${text}"`;
    };
    const visuallyHidden = (el: Element) => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.clipPath !== 'none' || (style.clip !== 'auto' && style.clip !== '')) return true;
        if (style.visibility === 'hidden' || style.display === 'none') return true;
      }
      return false;
    };
    const scrolled = document.documentElement.scrollWidth;
    if (scrolled > width) problems.push(`the page scrolls sideways: document scrollWidth ${scrolled} > innerWidth ${width}`);

    const roots = [...document.querySelectorAll(selector)];
    if (roots.length === 0) problems.push(`nothing matches ${selector}`);
    const targets = roots.flatMap((root) => [
      ...root.querySelectorAll(
        'td, th, button, a[href], input, select, [role="button"], [aria-haspopup], .mantine-Badge-root, .mantine-Badge-label',
      ),
    ]);
    if (targets.length === 0) problems.push(`no cell, button or link inside ${selector} to check`);
    for (const el of targets) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || visuallyHidden(el)) continue;
      const own = getComputedStyle(el).overflowX;
      if ((own === 'hidden' || own === 'clip') && el.scrollWidth > el.clientWidth + 1) {
        problems.push(`${describe(el)} is cut inside itself: ${el.scrollWidth}px of content in ${el.clientWidth}px`);
      }
      let right = box.right;
      let cut = false;
      const menuTrigger = el.hasAttribute('aria-haspopup');
      for (let box = el.parentElement; box && box !== document.documentElement; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.overflowX === 'visible') continue;
        const rect = box.getBoundingClientRect();
        const visibleRight = rect.left + box.clientLeft + box.clientWidth;
        if (right <= visibleRight + 1) continue;
        const scrolls =
          (style.overflowX === 'auto' || style.overflowX === 'scroll') &&
          box.scrollWidth > box.clientWidth + 1 &&
          style.scrollbarWidth !== 'none';
        if (scrolls && !menuTrigger) {
          // Reachable by scrolling this box sideways; the box itself must then be in view.
          right = rect.right;
          continue;
        }
        problems.push(
          `${describe(el)} right edge ${Math.round(right)} is cut by ${describe(box)} (overflow-x ${style.overflowX}${scrolls ? ', scrolls' : ''}${style.scrollbarWidth === 'none' ? ', scrollbar hidden' : ''}, visible to ${Math.round(visibleRight)})`,
        );
        cut = true;
        break;
      }
      if (!cut && right > width + 1) {
        problems.push(`${describe(el)} right edge ${Math.round(right)} is beyond the window (${width})`);
      }
    }
    return problems;
  }, scope);
}

async function expectNothingClipped(page: Page, scope: string, where: string) {
  const problems = await clippings(page, scope);
  expect.soft(problems.slice(0, 8).join('\n'), `${where}: ${problems.length} cut off, first ${problems[0]}`).toBe('');
}

async function pageAt(browser: Browser, size: (typeof SIZES)[number]) {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: size.width, height: size.height });
  return page;
}

/** Waits until the locator's table has at least one row of data (past its loading rows). */
async function firstDataRow(table: Locator) {
  await table.locator('tbody tr:not([data-testid="data-table-loading"])').first().waitFor();
}

beforeAll(async () => {
  [customer, trade, admin] = await Promise.all([openBrowser(), openBrowser(), openBrowser()]);

  // A fresh customer with one bank-transfer order of two lines (every e2e file shares one database).
  const who = { email: uniqueEmail('no-clipping'), password: 'nothing-cut-off-biltong', fullName: 'Clara Clipping' };
  const setup = await customer.context.newPage();
  await signUpViaApi(customer.context, who);
  await openMailboxLink(setup, who.email, /verify-email/);
  await setup.close();
  await signInViaApi(customer.context, who);
  const products = await trpcGet<{ id: string; name: string }[]>(customer.context, 'shop.listProducts');
  for (const name of ['Original', 'Chilli']) {
    const product = products.find((p) => p.name === name);
    await trpcPost(customer.context, 'cart.add', { productId: product?.id, weight: '250g', moisture: 'wet' });
  }
  const placed = await trpcPost<{ number: number }>(customer.context, 'order.place', {
    idempotencyKey: `no-clipping-${Date.now()}`,
    shipping: { fullName: who.fullName, address1: '1 Margin Row', city: 'Leeds', postcode: 'LS1 4AP' },
  });
  customerOrderNumber = placed.number;

  // The demo wholesaler orders on account, so the dashboard has a balance movement to show.
  await signInViaApi(trade.context, DEMO.wholesaler);
  const catalogue = await trpcGet<{ variantId: string; stock: number }[]>(trade.context, 'tradeOrder.catalogue');
  const inStock = catalogue.find((entry) => entry.stock > 5);
  await trpcPost(trade.context, 'tradeOrder.place', {
    idempotencyKey: `no-clipping-trade-${Date.now()}`,
    lines: [{ variantId: inStock?.variantId, quantity: 1 }],
    paymentMethod: 'on_account',
  });

  await signInViaApi(admin.context, DEMO.admin);
});

afterAll(async () => {
  await Promise.all([customer?.close(), trade?.close(), admin?.close()]);
});

describe.each(SIZES)('nothing is cut off at $width px', (size) => {
  it("the customer's order detail: items with their VAT and Total", async () => {
    const page = await pageAt(customer, size);
    await page.goto('/account/orders');
    await page.getByRole('button', { name: `View order #${customerOrderNumber}` }).click();
    const dialog = page.getByRole('dialog', { name: `Order #${customerOrderNumber}` });
    const items = dialog.getByRole('table', { name: 'Items in this order' });
    await items.getByRole('row').nth(2).waitFor();
    await expectNothingClipped(page, '[role="dialog"]', `order detail at ${size.width}`);
    await page.close();
  });

  it("the trade account's balance movements", async () => {
    const page = await pageAt(trade, size);
    await page.goto('/account');
    const ledger = page.getByRole('table', { name: 'Recent balance movements' });
    await firstDataRow(ledger);
    await expectNothingClipped(page, 'main', `trade balance movements at ${size.width}`);
    await page.close();
  });

  it('the admin Accounts table and its row menus', async () => {
    const page = await pageAt(admin, size);
    await page.goto('/account');
    const accounts = page.getByRole('table', { name: 'Accounts' });
    await accounts
      .getByRole('button', { name: /^Actions for / })
      .first()
      .waitFor();
    await expectNothingClipped(page, 'main', `admin Accounts at ${size.width}`);
    await page.close();
  });

  it("the admin Orders table and its filters ('To' beside 'From' on a laptop)", async () => {
    const page = await pageAt(admin, size);
    await page.goto('/admin/orders');
    await firstDataRow(page.getByRole('table', { name: 'Orders' }));
    await expectNothingClipped(page, 'main', `admin Orders at ${size.width}`);
    if (size.width >= 1280) {
      const from = await page.getByLabel('From', { exact: true }).boundingBox();
      const to = await page.getByLabel('To', { exact: true }).boundingBox();
      expect
        .soft(from && to && Math.abs(from.y - to.y) < 2, `From at ${JSON.stringify(from)}, To at ${JSON.stringify(to)}`)
        .toBe(true);
    }
    await page.close();
  });
});
