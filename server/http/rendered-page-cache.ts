import { randomBytes } from 'node:crypto';
import type { RenderedPage } from '../../src/entry-server';

/** Pages kept at most: enough for every product page and the usual /shop filters; the oldest goes first. */
export const MAX_KEPT_PAGES = 300;

export type PageRenderer = (url: string, nonce: string) => Promise<RenderedPage>;

/**
 * Rendered public pages, kept per URL until the catalogue moves (or the build changes). A page shows the
 * catalogue as an anonymous visitor sees it and fixed text, nothing else (server/http/rendered-pages.ts), so
 * the same URL renders the same HTML until then; rendering one costs tens of milliseconds of CPU, sending a
 * kept one almost nothing.
 *
 * The only per-response part is the CSP nonce. A page is rendered with a placeholder made from random bytes
 * when the process starts, which no content can contain or guess, and each response gets its own nonce in
 * its place. Only complete 200 pages are kept: not-found answers (any URL can ask for one) and failures are
 * rendered each time.
 */
export function renderedPageCache(options: { version: () => unknown; render: PageRenderer; maxPages?: number }) {
  const maxPages = options.maxPages ?? MAX_KEPT_PAGES;
  const placeholder = randomBytes(24).toString('base64url');
  const kept = new Map<string, Promise<RenderedPage>>();
  let keptVersion: unknown;

  return async function pageFor(url: string, nonce: string): Promise<RenderedPage> {
    const version = options.version();
    if (!Object.is(version, keptVersion)) {
      kept.clear();
      keptVersion = version;
    }
    let pending = kept.get(url);
    if (pending) {
      // Most recently used last: Map keeps insertion order, so the first key is the one to drop.
      kept.delete(url);
      kept.set(url, pending);
    } else {
      pending = options.render(url, placeholder);
      kept.set(url, pending);
      if (kept.size > maxPages) kept.delete(kept.keys().next().value as string);
      const current = pending;
      const forget = () => {
        if (kept.get(url) === current) kept.delete(url);
      };
      current.then((page) => {
        if (page.status !== 200 || page.location !== undefined) forget();
      }, forget);
    }
    const page = await pending;
    return page.location === undefined ? { status: page.status, html: page.html.replaceAll(placeholder, nonce) } : page;
  };
}
