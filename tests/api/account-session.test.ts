import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from '../../server/auth/auth';
import { session } from '../../server/db/schema/index';
import { SESSION_URL } from '../../server/http/trpc-urls';
import { ownProfileColumns } from '../../server/modules/account/service';
import type { RouterOutputs } from '../../server/trpc/app-router';
import { makeUser } from '../support/factories';
import { type HttpClient, httpClient, trpcWire } from '../support/http';
import { createTestShop, type TestShop } from '../support/test-shop';

type SessionAnswer = RouterOutputs['account']['session'];

// account.session: every page's read of who is signed in, from the session the request's
// context already read; better-auth's browser client is only for auth actions.
let shop: TestShop;
let baseUrl: string;
beforeAll(async () => {
  shop = await createTestShop();
  baseUrl = await shop.listen();
});
afterAll(() => shop.close());

/** The session read exactly as the browser (and index.html's preload) asks for it. */
async function readSession(browser: HttpClient) {
  const response = await browser.get(SESSION_URL);
  const text = await response.text();
  const [answer] = trpcWire.batchData<SessionAnswer>(JSON.parse(text));
  return { response, text, answer };
}

describe('account.session', () => {
  it('is null for a signed-out visitor, and never stored by the browser or a CDN', async () => {
    const { response, answer } = await readSession(httpClient(baseUrl));
    expect(response.status).toBe(200);
    expect(answer).toBeNull();
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('gives a signed-in user their user, session expiry and own profile, and nothing secret', async () => {
    const me = await makeUser(shop.database.db, { role: 'wholesaler', priceTier: 2 });
    const browser = httpClient(baseUrl);
    expect((await browser.post('/api/auth/sign-in/email', { email: me.email, password: me.password })).status).toBe(200);
    const [row] = await shop.database.db.select().from(session).where(eq(session.userId, me.id));
    if (!row) throw new Error('no session row');

    const { response, text, answer } = await readSession(browser);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(answer?.user).toEqual({ id: me.id, email: me.email, name: expect.any(String), emailVerified: true });
    expect(answer?.session).toEqual({ expiresAt: row.expiresAt });
    expect(answer?.profile).toMatchObject({ userId: me.id, role: 'wholesaler', priceTier: 2, status: 'approved' });
    // The profile's readable columns only, as account.me returns them.
    expect(Object.keys(answer?.profile ?? {}).sort()).toEqual(Object.keys(ownProfileColumns).sort());
    // Neither the session token (the cookie's value) nor the session's id reaches the page.
    const token = new RegExp(`${sessionCookieName(false)}=([^.;]+)`).exec(browser.cookie)?.[1];
    expect(token).toBeTruthy();
    expect(text).not.toContain(token);
    expect(text).not.toContain(row.token);
    expect(text).not.toContain(row.id);
  });

  it('is null again for the same cookie once the user has signed out', async () => {
    const me = await makeUser(shop.database.db);
    const browser = httpClient(baseUrl);
    await browser.post('/api/auth/sign-in/email', { email: me.email, password: me.password });
    const cookie = browser.cookie;
    expect((await readSession(browser)).answer?.user.id).toBe(me.id);
    expect((await browser.post('/api/auth/sign-out', {})).status).toBe(200);
    // A copy of the old cookie (kept by another tab, or stolen) shows nobody signed in.
    const copy = httpClient(baseUrl);
    copy.cookie = cookie;
    expect((await readSession(copy)).answer).toBeNull();
  });

  it('has no profile yet just after sign-up (the client asks once more), and none for an unverified user', async () => {
    const fresh = await makeUser(shop.database.db, { withProfile: false });
    expect((await shop.callerFor(fresh).account.session())?.profile).toBeNull();
    const unverified = await makeUser(shop.database.db, { emailVerified: false });
    const answer = await shop.callerFor(unverified).account.session();
    expect(answer?.user.emailVerified).toBe(false);
    expect(answer?.profile).toBeNull();
  });
});
