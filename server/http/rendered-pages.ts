import { existsSync, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { unstable_localLink } from '@trpc/client';
import type { Request, RequestHandler, Response } from 'express';
import superjson from 'superjson';
// Type-only: the module itself is the Vite-built src/entry-server.tsx, loaded at run time.
import type { RenderedPage, RenderPageInput } from '../../src/entry-server';
import { appRouter } from '../trpc/app-router';
import { type AppDeps, createContext } from '../trpc/context';
import { DATA_PRELOADS, dataPreloadLink } from './front-end-pages';
import { pageCacheUrl } from './page-cache-key';
import { renderedPageCache } from './rendered-page-cache';
import { scriptsAfterFirstPaint } from './scripts-after-paint';
import { cspNonceOf } from './security';

/** The shell's guess at the largest image: the rendered page names its own (src/entry-server.tsx). */
const IMAGE_PRELOAD_LINK = /\s*<link rel="preload" as="image"[^>]*>/g;

/** index.html's preload of the seller's identity (SELLER_URL in ./trpc-urls): a rendered page carries the answer. */
const SELLER_PRELOAD_LINK = /\s*<link rel="preload" href="\/api\/trpc\/site\.seller\?[^"]*"[^>]*>/;

type RenderEntry = { renderPage: (input: RenderPageInput) => Promise<RenderedPage> };

/**
 * The public pages a visitor or a search engine lands on, rendered on the server. Signed-in areas,
 * checkout and sign-in stay client-rendered shells: nothing there is for search engines, and they
 * depend on who is signed in.
 */
export function isRenderedPath(pathname: string): boolean {
  return (
    /^\/(about|shop|subscriptions|wholesale|terms|privacy|delivery-returns|contact)?$/.test(pathname) ||
    /^\/shop\/[^/]+$/.test(pathname)
  );
}

/** The built render module, imported again when a new build replaces it; `builtAt` tells builds apart. */
function renderEntryLoader(entryFile: string) {
  let loadedAt = -1;
  let loading: Promise<RenderEntry> | null = null;
  return (): { entry: Promise<RenderEntry>; builtAt: number } | null => {
    if (!existsSync(entryFile)) return null;
    const mtime = statSync(entryFile).mtimeMs;
    if (!loading || mtime !== loadedAt) {
      loadedAt = mtime;
      loading = import(`${pathToFileURL(entryFile).href}?build=${mtime}`) as Promise<RenderEntry>;
    }
    return { entry: loading, builtAt: loadedAt };
  };
}

/**
 * Server-rendered HTML for the public pages (isRenderedPath), as an anonymous visitor sees them: retail
 * prices, no cart, no account; the browser fills those in after hydration. The procedures run in-process
 * through tRPC's local link, the same queries the browser would make. Anything else, a missing build or
 * a render that fails, goes on to `next` (the app shell), so a broken render never takes a page down.
 */
export function renderedPages(
  deps: AppDeps,
  options: {
    entryFile: string;
    shellFor: (pathname: string) => Promise<string>;
    /** Tells front-end builds apart: a kept page names the scripts and stylesheets of the build it was made with. */
    shellVersion: () => number;
  },
): RequestHandler {
  const loadEntry = renderEntryLoader(options.entryFile);
  const siteUrl = deps.config.baseUrl;
  const trpcLinks = [
    unstable_localLink({ router: appRouter, createContext: async () => createContext(deps), transformer: superjson }),
  ];

  // Kept per URL while the catalogue and the build stay the same (see rendered-page-cache.ts).
  let built: { entry: Promise<RenderEntry>; builtAt: number } | null = null;
  const pages = renderedPageCache({
    version: () => `${deps.catalogue.generation()}:${built?.builtAt}:${options.shellVersion()}`,
    render: async (url, nonce) => {
      if (!built) throw new Error('No render module.');
      const pathname = new URL(url, siteUrl).pathname;
      const [{ renderPage }, shell] = await Promise.all([built.entry, options.shellFor(pathname)]);
      // The page's data is in it already: a preload of the same query would be a wasted request (the seller's
      // identity is in every rendered page). index.html's session preload stays: the session is read after
      // hydration (src/main.tsx).
      let template = shell.replace(IMAGE_PRELOAD_LINK, '').replace(SELLER_PRELOAD_LINK, '');
      for (const preload of DATA_PRELOADS[pathname] ?? []) template = template.replace(dataPreloadLink(preload), '');
      // The page is readable without its code: the code is asked for once the page is painted.
      template = scriptsAfterFirstPaint(template, nonce);
      return renderPage({ url: `${siteUrl}${url}`, template, trpcLinks, siteUrl, nonce });
    },
  });

  return (req: Request, res: Response, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isRenderedPath(req.path)) return next();
    built = loadEntry();
    if (!built) return next();
    // An address the routes before this one found to be no page (an unknown or malformed product slug) is
    // rendered as the not-found page and never kept.
    const known = res.statusCode !== 404;
    const query = new URL(req.originalUrl, siteUrl).searchParams;
    pages(pageCacheUrl(req.path, query), cspNonceOf(res), { keep: known }).then(
      (page) => {
        if (page.location !== undefined) return res.redirect(page.status, page.location);
        if (page.status >= 500) {
          deps.logger.error(`server rendering of ${req.path} answered ${page.status}; sending the app shell`);
          return next();
        }
        res.setHeader('Cache-Control', 'no-cache');
        res
          .status(known ? page.status : 404)
          .type('html')
          .send(page.html);
      },
      (error: unknown) => {
        deps.logger.error(`server rendering of ${req.path} failed; sending the app shell`, error);
        next();
      },
    );
  };
}
