import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from '../../server/auth/auth';
import { createSessionReader } from '../../server/auth/session-reader';
import { profiles, session } from '../../server/db/schema/index';
import { type MadeUser, makeUser } from '../support/factories';
import { httpClient, trpcQuery } from '../support/http';
import { createTestShop, type TestShop } from '../support/test-shop';

// The session read of every signed-in request: better-auth's getSession, the 30-day limit and the profile.
let shop: TestShop;
let baseUrl: string;
let read: (cookie: string) => ReturnType<ReturnType<typeof createSessionReader>>;
beforeAll(async () => {
  shop = await createTestShop();
  baseUrl = await shop.listen();
  const reader = createSessionReader({ auth: shop.auth, db: shop.database.db, config: shop.config });
  read = (cookie: string) => reader(new Headers({ cookie }));
});
afterAll(() => shop.close());

const DAY = 86_400_000;

async function signedIn(user?: MadeUser) {
  const me = user ?? (await makeUser(shop.database.db, { role: 'wholesaler', priceTier: 2 }));
  const browser = httpClient(baseUrl);
  expect((await browser.post('/api/auth/sign-in/email', { email: me.email, password: me.password })).status).toBe(200);
  const [row] = await shop.database.db.select().from(session).where(eq(session.userId, me.id));
  if (!row) throw new Error('no session row');
  return { me, browser, row };
}
const setSession = (id: string, values: Partial<typeof session.$inferInsert>) =>
  shop.database.db.update(session).set(values).where(eq(session.id, id));

describe('the session reader', () => {
  it('reads the signed-in user and session, with the profile', async () => {
    const { me, browser, row } = await signedIn();
    const result = await read(browser.cookie);
    expect(result?.session.user).toEqual({ id: me.id, email: me.email, name: expect.any(String), emailVerified: true });
    expect(result?.session.session).toEqual({ id: row.id, createdAt: row.createdAt, expiresAt: row.expiresAt });
    expect(await result?.loadProfile()).toMatchObject({ userId: me.id, role: 'wholesaler', priceTier: 2 });
  });

  it('reads the profile afresh each time: a role change applies at once', async () => {
    const { me, browser } = await signedIn();
    await shop.database.db.update(profiles).set({ role: 'admin' }).where(eq(profiles.userId, me.id));
    expect((await (await read(browser.cookie))?.loadProfile())?.role).toBe('admin');
  });

  it('refuses a cookie whose signature does not match, or with no session behind it', async () => {
    const { browser } = await signedIn();
    const name = sessionCookieName(false);
    const tampered = browser.cookie.replace(new RegExp(`${name}=([^.;]+)`), `${name}=forged-token`);
    expect(tampered).not.toBe(browser.cookie);
    expect(await read(tampered)).toBeNull();
    expect(await read(`${name}=no-dot-at-all`)).toBeNull();
    expect(await read('other=1')).toBeNull();
    const beforeSignOut = browser.cookie;
    expect(await read(beforeSignOut)).not.toBeNull();
    await browser.post('/api/auth/sign-out', {});
    expect(await read(beforeSignOut)).toBeNull(); // the row is gone: a kept copy of the cookie is worthless
  });

  it('refuses a cookie that is not percent-encoded text, and reads the secure cookie by its production name', async () => {
    const { me, browser } = await signedIn();
    const name = sessionCookieName(false);
    expect(await read(`${name}=%E0%A4%A`)).toBeNull();
    // In production better-auth names the cookie with the __Secure- prefix; the reader looks for that name only.
    const production = createSessionReader({
      auth: shop.auth,
      db: shop.database.db,
      config: { ...shop.config, production: true },
    });
    const secureCookie = browser.cookie.replace(`${name}=`, `${sessionCookieName(true)}=`);
    expect((await production(new Headers({ cookie: secureCookie })))?.session.user.id).toBe(me.id);
    expect(await production(new Headers({ cookie: browser.cookie }))).toBeNull();
  });

  it('refuses an expired session, and one older than 30 days however recently used', async () => {
    const first = await signedIn();
    await setSession(first.row.id, { expiresAt: new Date(Date.now() - 1000) });
    expect(await read(first.browser.cookie)).toBeNull();
    const second = await signedIn();
    await setSession(second.row.id, { createdAt: new Date(Date.now() - 31 * DAY) });
    expect(await read(second.browser.cookie)).toBeNull();
    expect((await trpcQuery(second.browser, 'account.me')).status).toBe(401);
  });

  it('extends a session read at least a day after its last extension', async () => {
    const { browser, row } = await signedIn();
    // Last extended 25 hours ago: better-auth's updateAge (1 day) has passed.
    const dueAt = new Date(Date.now() + 7 * DAY - 25 * 3_600_000);
    await setSession(row.id, { expiresAt: dueAt });
    expect((await trpcQuery(browser, 'account.me')).status).toBe(200);
    const [after] = await shop.database.db.select().from(session).where(eq(session.id, row.id));
    expect(after?.expiresAt.getTime()).toBeGreaterThan(dueAt.getTime() + 24 * 3_600_000);
    expect(await read(browser.cookie)).not.toBeNull();
  });
});
