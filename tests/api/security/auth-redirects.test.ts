import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, user } from '../../../server/db/schema/index';
import { makeUser } from '../../support/factories';
import { httpClient } from '../../support/http';
import { createTestShop, type TestShop } from '../../support/test-shop';

// On the server: links in emails must not lead off the site, whatever the request named.
let shop: TestShop;
let baseUrl: string;
beforeAll(async () => {
  shop = await createTestShop();
  baseUrl = await shop.listen();
});
afterAll(() => shop.close());

const FOREIGN = ['https://evil.example', 'https://evil.example/account', '//evil.example', '/\\evil.example', '/\t/evil.example'];

const signUpBody = (email: string, callbackURL: string) => ({
  name: 'Mary Maker',
  email,
  password: 'a-long-enough-passphrase',
  callbackURL,
  profile: { accountType: 'Customer', fullName: 'Mary Maker', address1: '12 High Street', city: 'Leeds', postcode: 'LS1 4AP' },
});

async function emailsTo(address: string) {
  return shop.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, address)).orderBy(desc(emailOutbox.createdAt));
}

/** Every link of every email in the outbox, to prove none of them names the foreign site. */
async function allLinks(): Promise<string[]> {
  const rows = await shop.database.db.select({ text: emailOutbox.text }).from(emailOutbox);
  return rows.flatMap((r) => r.text.match(/https?:\/\/\S+/g) ?? []);
}

describe('foreign callback URLs on better-auth endpoints', () => {
  it.each(FOREIGN)('sign-up with callbackURL %j is refused: no account, no email', async (callbackURL) => {
    const email = `mary-${FOREIGN.indexOf(callbackURL)}@example.com`;
    const response = await httpClient(baseUrl).post('/api/auth/sign-up/email', signUpBody(email, callbackURL));
    expect(response.status).toBe(403);
    expect(await emailsTo(email)).toEqual([]);
    expect(await shop.database.db.select().from(user).where(eq(user.email, email))).toEqual([]);
  });

  it('request-password-reset, send-verification-email and change-email refuse a foreign target', async () => {
    const member = await makeUser(shop.database.db);
    const signedIn = httpClient(baseUrl);
    expect((await signedIn.post('/api/auth/sign-in/email', { email: member.email, password: member.password })).status).toBe(200);
    const statuses: string[] = [];
    for (const target of FOREIGN) {
      const reset = await httpClient(baseUrl).post('/api/auth/request-password-reset', {
        email: member.email,
        redirectTo: target,
      });
      const verify = await httpClient(baseUrl).post('/api/auth/send-verification-email', {
        email: member.email,
        callbackURL: target,
      });
      const change = await signedIn.post('/api/auth/change-email', { newEmail: 'moved@example.com', callbackURL: target });
      statuses.push(`${target}: ${reset.status} ${verify.status} ${change.status}`);
    }
    expect(statuses).toEqual(FOREIGN.map((target) => `${target}: 403 403 403`));
    expect(await emailsTo(member.email)).toEqual([]);
    expect(await emailsTo('moved@example.com')).toEqual([]);
    expect((await allLinks()).filter((link) => /evil/.test(decodeURIComponent(link)))).toEqual([]);
  });

  it('a reset link with a bad token and a foreign callbackURL does not redirect there', async () => {
    for (const target of FOREIGN) {
      const response = await httpClient(baseUrl).get(
        `/api/auth/reset-password/not-a-token?callbackURL=${encodeURIComponent(target)}`,
      );
      expect(response.headers.get('location') ?? '').not.toContain('evil');
      expect(response.status).toBe(403);
    }
  });

  it('a real verification link whose callbackURL was swapped for a foreign one does not redirect there', async () => {
    const email = 'swapped@example.com';
    expect((await httpClient(baseUrl).post('/api/auth/sign-up/email', signUpBody(email, '/account'))).status).toBe(200);
    const [mail] = await emailsTo(email);
    const link = new URL(mail?.text.match(/https?:\/\/\S+verify-email\S+/)?.[0] ?? '');
    // A new account's link lands on the login form, which says the email is verified.
    expect(link.searchParams.get('callbackURL')).toBe('/auth?verified=1');
    link.searchParams.set('callbackURL', 'https://evil.example');
    const swapped = await httpClient(baseUrl).get(link.pathname + link.search);
    expect(swapped.headers.get('location') ?? '').not.toContain('evil');
    expect(swapped.status).toBe(403);

    link.searchParams.set('callbackURL', '/auth?verified=1');
    const honest = await httpClient(baseUrl).get(link.pathname + link.search);
    expect(honest.status).toBe(302);
    expect(honest.headers.get('location')).toBe('/auth?verified=1');
  });
});
