import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../server/config';
import { openBrowser } from './browser';

/**
 * Most JavaScript a first visit to /shop may load, gzipped (level 6, as `npm run bench` counts it). The bench's goal
 * is 140 kB; React, its DOM renderer, the router, React Query with tRPC and superjson, and Mantine's provider take
 * about 130 kB between them before any page of ours, so this ceiling holds the line where the shop stands and
 * should only come down.
 */
const SHOP_FIRST_LOAD_JS_KB = 161;

let browser: Awaited<ReturnType<typeof openBrowser>>;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser.close();
});

type Loaded = { pathname: string; startTime: number };
type Visit = { page: Page; scripts: Loaded[]; firstPaint: number; imagePaint: number | null };

/**
 * Opens a page with an empty cache and waits until React has taken it over and the network is quiet. The times
 * are the page's own (ms since navigation): when each script was asked for, the first contentful paint, and
 * when the image marked as the largest paint was painted, or else when it finished downloading (null when the
 * page has none).
 */
async function firstVisit(pathname: string): Promise<Visit> {
  const page = await browser.context.newPage();
  await page.goto(pathname);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  const times = await page.evaluate(async () => {
    const largest = await new Promise<PerformanceEntry[]>((resolve) => {
      new PerformanceObserver((list) => resolve(list.getEntries())).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const image = largest.find(
      (entry) => (entry as PerformanceEntry & { element?: Element | null }).element?.getAttribute('fetchpriority') === 'high',
    );
    // The image is a largest-paint candidate only while nothing larger has been painted before it (a wide
    // heading can be): then its own download's end is the latest sign that it was there to paint.
    const source = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')?.currentSrc;
    const download = source ? (performance.getEntriesByName(source)[0] as PerformanceResourceTiming | undefined) : undefined;
    return {
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ pathname: new URL(entry.name).pathname, startTime: entry.startTime })),
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      imagePaint: image?.startTime ?? download?.responseEnd ?? null,
    };
  });
  return { page, ...times };
}

const gzipKb = (pathname: string) =>
  gzipSync(readFileSync(path.join(PROJECT_ROOT, 'dist', pathname)), { level: 6 }).length / 1000;

describe('first visit', () => {
  it(`loads at most ${SHOP_FIRST_LOAD_JS_KB} kB of JavaScript (gzip) on /shop, none of it the product page's`, async () => {
    const { page, scripts } = await firstVisit('/shop');
    const files = scripts.map((s) => s.pathname);
    expect(files.some((file) => /^\/assets\/index-[\w-]+\.js$/.test(file))).toBe(true);
    expect(files.filter((file) => /\/product-page-/.test(file))).toEqual([]);
    const total = files.reduce((sum, file) => sum + gzipKb(file), 0);
    expect(total).toBeLessThanOrEqual(SHOP_FIRST_LOAD_JS_KB);
    await page.close();
  });

  it('asks for the scripts of a server-rendered page only after it has been painted, its largest image included', async () => {
    for (const pathname of ['/', '/shop']) {
      const { page, scripts, firstPaint, imagePaint } = await firstVisit(pathname);
      expect(Number.isFinite(firstPaint), pathname).toBe(true);
      if (pathname === '/shop') expect(imagePaint, 'the first product image was painted or at least downloaded').not.toBeNull();
      expect(scripts.length, pathname).toBeGreaterThan(0);
      const painted = Math.max(firstPaint, imagePaint ?? 0);
      for (const script of scripts) expect(script.startTime, `${pathname} ${script.pathname}`).toBeGreaterThanOrEqual(painted);
      await page.close();
    }
  });

  it('still loads the scripts with the page on a client-rendered page (it shows nothing without them)', async () => {
    const { page, scripts, firstPaint } = await firstVisit('/auth');
    expect(scripts.length).toBeGreaterThan(0);
    expect(Math.min(...scripts.map((s) => s.startTime))).toBeLessThan(firstPaint);
    await page.close();
  });
});
