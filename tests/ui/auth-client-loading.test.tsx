import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_URL } from '../../server/http/trpc-urls';
import { ORIGIN, ok, server } from './support/msw';
import type { Persona } from './support/personas';
import { sessionFor } from './support/personas';
import { renderApp } from './support/render-app';

// better-auth's browser client (about 12 kB gzip) is for auth actions only; a page view reads the session
// through the shop's API (account.session). The module counts its own loads in this file.
const client = vi.hoisted(() => ({ loads: 0 }));
vi.mock('../../src/lib/auth/auth-client', async (importOriginal) => {
  client.loads += 1;
  return importOriginal();
});

const requested: string[] = [];
const record = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  requested.push(`${url.pathname}${url.search}`);
};

describe("better-auth's browser client", () => {
  afterEach(() => {
    server.events.removeListener('request:start', record);
    requested.length = 0;
  });

  it.each<[string, Persona]>([
    ['/', 'anonymous'],
    ['/shop', 'anonymous'],
    ['/shop/original', 'anonymous'],
    ['/subscriptions', 'anonymous'],
    ['/wholesale', 'anonymous'],
    ['/auth', 'anonymous'],
    ['/shop', 'customer'],
    ['/account', 'customer'],
  ])('is not loaded by a page view of %s (%s): the session comes from account.session', async (path, persona) => {
    server.events.on('request:start', record);
    renderApp(path, { persona });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(requested).toContain(SESSION_URL));
    if (persona !== 'anonymous') expect(await screen.findByRole('link', { name: 'My Account' })).toBeInTheDocument();
    expect(requested.filter((url) => url.startsWith('/api/auth/'))).toEqual([]);
    expect(client.loads).toBe(0);
  });

  it('is loaded for an auth action (signing in), after which the session is read again', async () => {
    expect(client.loads).toBe(0);
    let signedIn = false;
    server.use(
      http.post(`${ORIGIN}/api/auth/sign-in/email`, () => {
        signedIn = true;
        return HttpResponse.json({ redirect: false, token: 't', user: sessionFor('customer')?.user });
      }),
    );
    server.events.on('request:start', record);
    renderApp('/auth', { trpc: { 'account.session': () => ok(signedIn ? sessionFor('customer') : null) } });
    const panel = within(await screen.findByRole('tabpanel', { name: 'Login' }));
    await userEvent.type(panel.getByRole('textbox', { name: /^Email/ }), 'customer@royal-biltong.example');
    await userEvent.type(panel.getByLabelText(/^Password/, { selector: 'input' }), 'Customer-Biltong-2026');
    await userEvent.click(panel.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'My Account' })).toBeInTheDocument();
    expect(client.loads).toBe(1);
    expect(requested).toContain('/api/auth/sign-in/email');
    expect(requested.filter((url) => url === SESSION_URL)).toHaveLength(2);
  });
});
