import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DATA_PRELOADS } from '../../server/http/front-end-pages';
import { SELLER_URL, SESSION_URL } from '../../server/http/trpc-urls';
import { App } from '../../src/app';
import { firstPageReady } from '../../src/first-page';
import { server } from './support/msw';
import { prepareApp, renderApp } from './support/render-app';

// index.html and the server ask for the first page's data with the HTML (<link rel="preload" as="fetch"
// crossorigin="anonymous">); the browser only uses a preloaded response for the same URL and credentials mode.
const requested: string[] = [];
const record = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  requested.push(`${url.pathname}${url.search} ${request.credentials}`);
};

/** The fetch preloads of index.html, their hrefs as the browser reads them (HTML entities decoded). */
function indexHtmlPreloads(): string[] {
  const html = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
  return [...html.matchAll(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin="anonymous"/g)].map((m) =>
    (m[1] ?? '').replaceAll('&amp;', '&'),
  );
}

describe('first page preloads', () => {
  afterEach(() => {
    server.events.removeListener('request:start', record);
    requested.length = 0;
  });

  it('asks for the shop list and the session at the URLs the server and index.html preload for /shop', async () => {
    server.events.on('request:start', record);
    renderApp('/shop');
    await screen.findByRole('article', { name: 'Original' });
    const preloads = DATA_PRELOADS['/shop'] ?? [];
    expect(preloads.length).toBeGreaterThan(0);
    for (const url of preloads) expect(requested).toContain(`${url} same-origin`);
    await waitFor(() => expect(requested).toContain(`${SESSION_URL} same-origin`));
  });

  it('index.html preloads the session and the seller at the URLs the client asks for them', async () => {
    expect(indexHtmlPreloads()).toEqual([SESSION_URL, SELLER_URL]);
    server.events.on('request:start', record);
    renderApp('/');
    await waitFor(() => expect(requested).toContain(`${SESSION_URL} same-origin`));
    await waitFor(() => expect(requested).toContain(`${SELLER_URL} same-origin`));
  });

  it('reads the session and the shop list as two requests when both start before the first render', async () => {
    // As src/main.tsx does for a client-rendered page: the session and the route's data in the same tick.
    // Batched together they would go out as one request at a URL nobody preloaded.
    server.events.on('request:start', record);
    const deps = prepareApp('/shop');
    await firstPageReady(deps, 4000);
    render(<App {...deps} env="test" />);
    await screen.findByRole('article', { name: 'Original' });
    expect(requested.filter((line) => line.startsWith('/api/trpc/'))).toEqual(
      expect.arrayContaining([
        `${SESSION_URL} same-origin`,
        ...(DATA_PRELOADS['/shop'] ?? []).map((url) => `${url} same-origin`),
      ]),
    );
    expect(requested).toContain(`${SELLER_URL} same-origin`);
    // Neither is batched with anything else (each other included).
    expect(requested.filter((line) => /(account\.session|site\.seller),|,(account\.session|site\.seller)/.test(line))).toEqual(
      [],
    );
  });
});
