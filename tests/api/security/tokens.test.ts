import { createEmailVerificationToken } from 'better-auth/api';
import { desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, user, verification } from '../../../server/db/schema/index';
import { makeUser } from '../../support/factories';
import { httpClient } from '../../support/http';
import { createTestShop, type TestShop } from '../../support/test-shop';

let shop: TestShop;
let baseUrl: string;
beforeAll(async () => {
  shop = await createTestShop();
  baseUrl = await shop.listen();
});
afterAll(() => shop.close());

const db = () => shop.database.db;

describe('verification and reset tokens', () => {
  it('refuses an expired verification link', async () => {
    const me = await makeUser(db(), { emailVerified: false });
    // Signed with an expiry a minute in the past: expired without waiting for the clock.
    const token = await createEmailVerificationToken(shop.config.authSecret, me.email, undefined, -60, { userId: me.id });
    const response = await httpClient(baseUrl).get(`/api/auth/verify-email?token=${token}`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'TOKEN_EXPIRED' });
    expect((await db().select().from(user).where(eq(user.id, me.id)))[0]?.emailVerified).toBe(false);
  });

  it('a verification link used twice grants nothing the second time', async () => {
    const me = await makeUser(db(), { emailVerified: false });
    const token = await createEmailVerificationToken(shop.config.authSecret, me.email, undefined, 3600, { userId: me.id });
    expect((await httpClient(baseUrl).get(`/api/auth/verify-email?token=${token}`)).status).toBe(200);
    const again = await httpClient(baseUrl).get(`/api/auth/verify-email?token=${token}`);
    expect(again.headers.getSetCookie().some((c) => c.includes('session_token='))).toBe(false);
    expect(await again.json()).toMatchObject({ user: null });
  });

  it('refuses an expired password-reset link', async () => {
    const me = await makeUser(db());
    const browser = httpClient(baseUrl);
    await browser.post('/api/auth/request-password-reset', { email: me.email, redirectTo: '/reset-password' });
    const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.to, me.email)).orderBy(desc(emailOutbox.createdAt));
    const token = mail?.text.match(/reset-password\/([^?\s]+)/)?.[1];
    expect(token).toBeTruthy();
    const expired = await db()
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(like(verification.identifier, `%${token}%`))
      .returning({ id: verification.id });
    expect(expired).toHaveLength(1);
    const response = await browser.post('/api/auth/reset-password', { newPassword: 'an-expired-attempt-1', token });
    expect(response.status).toBe(400);
    expect((await browser.post('/api/auth/sign-in/email', { email: me.email, password: me.password })).status).toBe(200);
  });
});
