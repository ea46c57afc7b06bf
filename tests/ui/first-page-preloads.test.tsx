import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DATA_PRELOADS } from '../../server/http/front-end-pages';
import { server } from './support/msw';
import { renderApp } from './support/render-app';

// index.html and the server ask for the first page's data with the HTML (<link rel="preload" as="fetch"
// crossorigin="anonymous">); the browser only uses a preloaded response for the same URL and credentials mode.
const requested: string[] = [];
const record = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  requested.push(`${url.pathname}${url.search} ${request.credentials}`);
};

describe('first page preloads', () => {
  afterEach(() => {
    server.events.removeListener('request:start', record);
    requested.length = 0;
  });

  it('asks for the shop list at the URL the server preloads for /shop', async () => {
    server.events.on('request:start', record);
    renderApp('/shop');
    await screen.findByRole('article', { name: 'Original' });
    const preloads = DATA_PRELOADS['/shop'] ?? [];
    expect(preloads.length).toBeGreaterThan(0);
    for (const url of preloads) expect(requested).toContain(`${url} same-origin`);
  });

  it('asks for the session at the URL index.html preloads', async () => {
    const html = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
    const preloads = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin="anonymous"/g)].map(
      (m) => m[1],
    );
    expect(preloads).toEqual(['/api/auth/get-session']);
    server.events.on('request:start', record);
    renderApp('/');
    await waitFor(() => expect(requested).toContain('/api/auth/get-session same-origin'));
  });
});
