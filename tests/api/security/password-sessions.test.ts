import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../../server/db/schema/index';
import { PASSWORD_BLANK_MESSAGE, PASSWORD_IS_EMAIL_MESSAGE } from '../../../shared/schemas/fields';
import { type MadeUser, makeUser } from '../../support/factories';
import { type HttpClient, httpClient } from '../../support/http';
import { createTestShop, type TestShop } from '../../support/test-shop';

// A new password signs out every other session; a guessable one is refused.
let shop: TestShop;
let baseUrl: string;
beforeAll(async () => {
  shop = await createTestShop();
  baseUrl = await shop.listen();
});
afterAll(() => shop.close());

async function signedInBrowser(member: MadeUser, password = member.password): Promise<HttpClient> {
  const browser = httpClient(baseUrl);
  const response = await browser.post('/api/auth/sign-in/email', { email: member.email, password });
  expect(response.status).toBe(200);
  return browser;
}

async function isSignedIn(browser: HttpClient): Promise<boolean> {
  const response = await browser.get('/api/auth/get-session');
  return (await response.json()) !== null;
}

/** Requests a reset for the address and returns the token of the emailed link. */
async function resetToken(email: string): Promise<string> {
  const response = await httpClient(baseUrl).post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
  expect(response.status).toBe(200);
  const [mail] = await shop.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, email))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const token = mail?.text.match(/reset-password\/([^?\s]+)/)?.[1];
  expect(token).toBeDefined();
  return token as string;
}

describe('sessions after a new password', () => {
  it('changing the password signs out the other sessions even when the request asks to keep them', async () => {
    const member = await makeUser(shop.database.db);
    const [laptop, phone, tablet] = [await signedInBrowser(member), await signedInBrowser(member), await signedInBrowser(member)];
    const change = await laptop.post('/api/auth/change-password', {
      currentPassword: member.password,
      newPassword: 'a-brand-new-passphrase',
      revokeOtherSessions: false,
    });
    expect(change.status).toBe(200);
    expect(await isSignedIn(laptop)).toBe(true);
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(tablet)).toBe(false);
    await signedInBrowser(member, 'a-brand-new-passphrase');
  });

  it('resetting the password signs out every session', async () => {
    const member = await makeUser(shop.database.db);
    const [laptop, phone] = [await signedInBrowser(member), await signedInBrowser(member)];
    const token = await resetToken(member.email);
    const reset = await httpClient(baseUrl).post('/api/auth/reset-password', { token, newPassword: 'a-brand-new-passphrase' });
    expect(reset.status).toBe(200);
    expect(await isSignedIn(laptop)).toBe(false);
    expect(await isSignedIn(phone)).toBe(false);
  });
});

describe('passwords refused on every endpoint that sets one', () => {
  const refusals = (email: string) => [
    { password: '        ', message: PASSWORD_BLANK_MESSAGE },
    { password: ' \t  \u00a0     ', message: PASSWORD_BLANK_MESSAGE },
    { password: email, message: PASSWORD_IS_EMAIL_MESSAGE },
    { password: email.toUpperCase(), message: PASSWORD_IS_EMAIL_MESSAGE },
    { password: ` ${email} `, message: PASSWORD_IS_EMAIL_MESSAGE },
    { password: 'short-7', message: 'Password must be at least 8 characters.' },
  ];

  async function messageOf(response: Response): Promise<string> {
    expect(response.status).toBe(400);
    return ((await response.json()) as { message: string }).message;
  }

  it('sign-up', async () => {
    const email = 'Mary.Maker@Example.com';
    for (const { password, message } of refusals(email)) {
      const response = await httpClient(baseUrl).post('/api/auth/sign-up/email', {
        name: 'Mary Maker',
        email,
        password,
        callbackURL: '/account',
        profile: { accountType: 'Customer', fullName: 'Mary Maker' },
      });
      expect(await messageOf(response), JSON.stringify(password)).toBe(message);
    }
  });

  it('change-password, and the old password still works afterwards', async () => {
    const member = await makeUser(shop.database.db, { email: 'change.me@example.com' });
    const browser = await signedInBrowser(member);
    for (const { password, message } of refusals(member.email)) {
      const response = await browser.post('/api/auth/change-password', {
        currentPassword: member.password,
        newPassword: password,
      });
      expect(await messageOf(response), JSON.stringify(password)).toBe(message);
    }
    await signedInBrowser(member);
  });

  it('reset-password, and the link still works afterwards', async () => {
    const member = await makeUser(shop.database.db, { email: 'reset.me@example.com' });
    const token = await resetToken(member.email);
    for (const { password, message } of refusals(member.email)) {
      const response = await httpClient(baseUrl).post('/api/auth/reset-password', { token, newPassword: password });
      expect(await messageOf(response), JSON.stringify(password)).toBe(message);
    }
    const reset = await httpClient(baseUrl).post('/api/auth/reset-password', { token, newPassword: 'a-brand-new-passphrase' });
    expect(reset.status).toBe(200);
  });
});
