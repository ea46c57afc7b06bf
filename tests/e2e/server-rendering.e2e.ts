import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, openBrowser, signInViaApi } from './browser';

// The server-rendered pages as Chromium hydrates them: React 19 reports a mismatch as a recoverable error
// ("Hydration failed…", "…did not match", or in production builds react.dev/errors/418-425), logged to the
// console or reported as an uncaught error; any of them fails the test.
const RENDERED = [
  '/',
  '/about',
  '/shop',
  '/subscriptions',
  '/wholesale',
  '/terms',
  '/privacy',
  '/delivery-returns',
  '/contact',
] as const;
const HYDRATION_PROBLEM =
  /hydrat|did not match|recoverable|switched to client rendering|server rendered html|react\.dev\/errors\/4(1[89]|2[0-5])/i;

let browser: Awaited<ReturnType<typeof openBrowser>>;
beforeEach(async () => {
  browser = await openBrowser();
});
afterEach(async () => {
  await browser.close();
});

/** Every console error and warning and every uncaught error of the page, from before its first byte. */
function watch(page: Page) {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${String(error)}`));
  const catalogueRequests: string[] = [];
  page.on('request', (request) => {
    if (/shop\.(listProducts|productBySlug)/.test(request.url())) catalogueRequests.push(request.url());
  });
  return { messages, catalogueRequests };
}

/** The router removes its hydration data (window.$_TSR) once the page has hydrated. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => document.readyState === 'complete' && !('$_TSR' in window));
  await page.waitForLoadState('networkidle');
}

describe('server-rendered pages in Chromium', () => {
  it('each public page and a product page hydrate without a mismatch, without fetching their data again', async () => {
    const shopHtml = await (await browser.context.request.get('/shop')).text();
    const productPath = /href="(\/shop\/[a-z0-9-]+)"/.exec(shopHtml)?.[1];
    if (!productPath) throw new Error('/shop links to no product page');
    for (const pathname of [...RENDERED, productPath]) {
      const page = await browser.context.newPage();
      const seen = watch(page);
      const response = await page.goto(pathname);
      expect(response?.status(), pathname).toBe(200);
      // The content was in the HTML itself.
      expect(await response?.text(), pathname).not.toContain('<div id="root"></div>');
      await hydrated(page);
      expect(
        seen.messages.filter((message) => HYDRATION_PROBLEM.test(message)),
        pathname,
      ).toEqual([]);
      expect(seen.messages, pathname).toEqual([]);
      if (pathname === '/shop' || pathname === productPath) expect(seen.catalogueRequests, pathname).toEqual([]);
      // The page is painted from its HTML before any script runs: a stylesheet its scripts add later would restyle
      // what is already on screen and move it (CLS). Every sheet in use once hydrated was linked by the HTML.
      const linked = [...((await response?.text()) ?? '').matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map(
        (m) => m[1],
      );
      const applied = await page.evaluate(() =>
        [...document.styleSheets].flatMap((sheet) => (sheet.href ? [new URL(sheet.href).pathname] : [])),
      );
      expect(applied.length, pathname).toBeGreaterThan(0);
      expect(
        applied.filter((href) => !linked.includes(href)),
        pathname,
      ).toEqual([]);
      await page.close();
    }
  });

  it('a hydrated /shop works: adding to the cart, a guest cart on reload, titles on client-side navigation', async () => {
    const page = await browser.context.newPage();
    const seen = watch(page);
    await page.goto('/shop');
    await hydrated(page);
    expect(await page.title()).toBe('Shop — Royal Biltong');
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await page.getByRole('button', { name: 'Open shopping cart (1 item)' }).waitFor();
    // The stored guest cart shows only after hydration, so the server's empty cart still matches.
    await page.reload();
    await hydrated(page);
    await page.getByRole('button', { name: 'Open shopping cart (1 item)' }).waitFor();
    await page.getByRole('link', { name: 'About', exact: true }).first().click();
    await page.waitForURL('**/about');
    await page.waitForFunction(() => document.title === 'About Us — Royal Biltong');
    expect(seen.messages).toEqual([]);
  });

  it('signed in, the page still hydrates from the anonymous render, then shows the account', async () => {
    await signInViaApi(browser.context, DEMO.wholesaler);
    const page = await browser.context.newPage();
    const seen = watch(page);
    await page.goto('/shop');
    await hydrated(page);
    await page.getByRole('link', { name: 'My Account' }).first().waitFor();
    // The catalogue is asked for again with the session, for the trade account's own prices.
    await expect.poll(() => seen.catalogueRequests.length).toBeGreaterThan(0);
    expect(seen.messages.filter((message) => HYDRATION_PROBLEM.test(message))).toEqual([]);
  });
});
