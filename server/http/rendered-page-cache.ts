import { randomBytes } from 'node:crypto';
import client from 'prom-client';
import type { RenderedPage } from '../../src/entry-server';
import { registerMetric } from '../metrics';

/** Pages kept at most: enough for every product page and the usual /shop filters; the oldest goes first. */
export const MAX_KEPT_PAGES = 300;

export type PageRenderer = (url: string, nonce: string) => Promise<RenderedPage>;

const pageRenders = registerMetric(
  new client.Counter({
    name: 'server_rendered_pages_total',
    help: 'Public pages rendered on the server (a page sent from the cache is not counted)',
    registers: [],
  }),
);

/**
 * Rendered public pages, kept per URL until the catalogue moves (or the build changes). A page shows the
 * catalogue as an anonymous visitor sees it and fixed text, nothing else (server/http/rendered-pages.ts), so
 * the same URL renders the same HTML until then; rendering one costs tens of milliseconds of CPU, sending a
 * kept one almost nothing. The caller passes the URL the page is kept under (./page-cache-key.ts: the path and
 * only the parameters the page reads).
 *
 * The only per-response part is the CSP nonce. A page is rendered with a placeholder made from random bytes
 * when the process starts, which no content can contain or guess, and each response gets its own nonce in
 * its place. Only complete 200 pages are kept, and only once rendered: not-found answers (any URL can ask for
 * one), redirects and failures never take a place, so they cannot push a real page out. `keep: false`
 * renders without looking in the cache at all (an address already known not to exist).
 */
export function renderedPageCache(options: { version: () => unknown; render: PageRenderer; maxPages?: number }) {
  const maxPages = options.maxPages ?? MAX_KEPT_PAGES;
  const placeholder = randomBytes(24).toString('base64url');
  const kept = new Map<string, RenderedPage>();
  // Renders under way, so visitors arriving together share one.
  const rendering = new Map<string, Promise<RenderedPage>>();
  let keptVersion: unknown;

  const render = (url: string) => {
    pageRenders.inc();
    return options.render(url, placeholder);
  };

  function keptOrRendered(url: string): Promise<RenderedPage> {
    const version = options.version();
    if (!Object.is(version, keptVersion)) {
      kept.clear();
      rendering.clear();
      keptVersion = version;
    }
    const page = kept.get(url);
    if (page) {
      // Most recently used last: Map keeps insertion order, so the first key is the one to drop.
      kept.delete(url);
      kept.set(url, page);
      return Promise.resolve(page);
    }
    const under = rendering.get(url);
    if (under) return under;
    const pending = render(url);
    rendering.set(url, pending);
    const done = () => {
      if (rendering.get(url) === pending) rendering.delete(url);
    };
    pending.then((rendered) => {
      done();
      if (rendered.status !== 200 || rendered.location !== undefined || !Object.is(version, keptVersion)) return;
      kept.set(url, rendered);
      if (kept.size > maxPages) kept.delete(kept.keys().next().value as string);
    }, done);
    return pending;
  }

  return async function pageFor(url: string, nonce: string, { keep = true }: { keep?: boolean } = {}): Promise<RenderedPage> {
    const page = await (keep ? keptOrRendered(url) : render(url));
    return page.location === undefined ? { status: page.status, html: page.html.replaceAll(placeholder, nonce) } : page;
  };
}
