/**
 * Server rendering (server/http/rendered-pages.ts loads this module from build/ssr/): the public pages'
 * HTML, rendered as an anonymous visitor sees them, with the router's and the queries' state for the
 * browser to hydrate from (src/main.tsx). Built by `vite build --ssr` (server/cli/build-if-stale.ts).
 */
import { ColorSchemeScript } from '@mantine/core';
import { dehydrate } from '@tanstack/react-query';
import { HeadContent, RouterContextProvider } from '@tanstack/react-router';
import { createRequestHandler, renderSsrHtmlResponse } from '@tanstack/react-router/ssr/server';
import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { App, type AppDependencies, createAppDependencies } from './app';
import { queriesSettled } from './first-page';
import { FirstPaintProvider } from './lib/first-paint';
import type { TrpcLinks } from './lib/trpc';

export type RenderPageInput = {
  /** Absolute URL of the page (origin only matters for the router's own bookkeeping). */
  url: string;
  /** index.html as built (with the path's preload hints): the page goes into its #root, the head into its head. */
  template: string;
  /** The tRPC procedures, called in-process with an anonymous context. */
  trpcLinks: TrpcLinks;
  /** The configured public origin, for canonical and Open Graph URLs. */
  siteUrl: string;
  /** This response's CSP nonce, for the inline scripts. */
  nonce: string;
};

export type RenderedPage = { status: number; html: string; location?: undefined } | { status: number; location: string };

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page's tree, exactly as src/main.tsx hydrates it. */
function PageTree({ dependencies }: { dependencies: AppDependencies }) {
  return (
    <StrictMode>
      <FirstPaintProvider initiallyPainted>
        <App {...dependencies} />
      </FirstPaintProvider>
    </StrictMode>
  );
}

async function renderApp(dependencies: AppDependencies): Promise<string> {
  // prerender waits for everything, lazily loaded components included, so no boundary is left to the browser.
  // Every boundary in place (no chunk limit): React would otherwise move large ones to the end of the page,
  // hidden until an inline script of its own puts them back, which no crawler without JavaScript would see.
  const errors: unknown[] = [];
  const { prelude } = await prerender(<PageTree dependencies={dependencies} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      errors.push(error);
    },
  });
  // React would send a failed part as a boundary for the browser to render, which hydration reports as an
  // error: the page goes out as the app shell instead (server/http/rendered-pages.ts).
  if (errors.length > 0) throw new AggregateError(errors, 'The page did not render completely on the server.');
  return new Response(prelude).text();
}

/** React's preloads of the page's eager images: it writes them at the start of the page, having no head of its own to put them in. */
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*>)+/;

/**
 * The page without React's leading preloads, and the one worth keeping: the image marked high priority (the
 * largest paint). It goes first in the head, ahead of stylesheets and scripts, as on a slow connection requests
 * start in document order; the other eager images are in the page itself and need no second hint.
 */
function takeImagePreload(app: string): { app: string; preload: string | null } {
  const leading = LEADING_PRELOADS.exec(app)?.[0] ?? '';
  const links = leading.match(/<link\b[^>]*>/g) ?? [];
  const preload = links.find((link) => /\sas="image"/.test(link) && /\sfetchPriority="high"/i.test(link)) ?? null;
  return { app: app.slice(leading.length), preload };
}

function fillTemplate(template: string, parts: { head: string; app: string }): string {
  const { app, preload } = takeImagePreload(parts.app);
  return (
    template
      // The router's render adds the doctype.
      .replace(/^<!doctype html>\s*/i, '')
      .replace(/<title>[\s\S]*?<\/title>\s*/, '')
      .replace(/<meta name="description"[^>]*>\s*/, '')
      .replace(/(<meta name="viewport"[^>]*>)/, preload ? `$1\n    ${preload}` : '$1')
      .replace(/\s*<\/head>/, `\n    ${parts.head}\n  </head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${app}</div>`)
      // The router puts its hydration data just before '</body></html>', written exactly so.
      .replace(/<\/body>\s*<\/html>\s*$/, '</body></html>')
  );
}

export async function renderPage(input: RenderPageInput): Promise<RenderedPage> {
  let dependencies: AppDependencies | undefined;
  const handler = createRequestHandler({
    request: new Request(input.url),
    createRouter: () => {
      const created = createAppDependencies({
        trpcLinks: input.trpcLinks,
        siteUrl: input.siteUrl,
        handOver: {
          nonce: input.nonce,
          // Loaders start their queries without waiting for them; the page is rendered once they are in.
          dehydrate: async () => {
            await queriesSettled(created.queryClient);
            return { queries: dehydrate(created.queryClient) };
          },
        },
      });
      dependencies = created;
      return created.router;
    },
  });
  const response = await handler(async ({ router, responseHeaders }) => {
    if (!dependencies) throw new Error('The router was not created.');
    const app = await renderApp(dependencies);
    const head = [
      // HeadContent gives every tag the nonce; only scripts need it, so it is not repeated where CSS could read it.
      renderToStaticMarkup(
        <RouterContextProvider router={router}>
          <HeadContent />
        </RouterContextProvider>,
      ).replace(/(<(?:meta|link)\b[^>]*?) nonce="[^"]*"/g, '$1'),
      `<meta property="csp-nonce" content="${escapeAttribute(input.nonce)}">`,
      renderToStaticMarkup(<ColorSchemeScript defaultColorScheme="light" nonce={input.nonce} />),
    ].join('\n    ');
    return renderSsrHtmlResponse({ router, responseHeaders, render: () => fillTemplate(input.template, { head, app }) });
  });
  const location = response.headers.get('Location');
  if (response.status >= 300 && response.status < 400 && location) return { status: response.status, location };
  return { status: response.status, html: await response.text() };
}
