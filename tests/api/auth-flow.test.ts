import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, emailOutbox, profiles, user } from '../../server/db/schema/index';
import { makeUser } from '../support/factories';
import { httpClient, trpcQuery } from '../support/http';
import { createTestShop, type TestShop } from '../support/test-shop';

let shop: TestShop;
let baseUrl: string;
beforeAll(async () => {
  shop = await createTestShop();
  baseUrl = await shop.listen();
});
afterAll(() => shop.close());

const customerSignUp = (email: string, password = 'a-long-enough-passphrase') => ({
  name: 'Mary Maker',
  email,
  password,
  callbackURL: '/account',
  profile: { accountType: 'Customer', fullName: 'Mary Maker', address1: '12 High Street', city: 'Leeds', postcode: 'LS1 4AP' },
});

async function latestEmailTo(address: string) {
  const [row] = await shop.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, address))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  return row;
}

describe('sign-up, verification and sign-in', () => {
  it('sign-up -> verification email in the outbox -> verify -> sign-in -> account.me', async () => {
    const browser = httpClient(baseUrl);
    const email = 'mary@example.com';
    const signUp = await browser.post('/api/auth/sign-up/email', customerSignUp(email));
    expect(signUp.status).toBe(200);

    const [profile] = await shop.database.db.select().from(profiles).where(eq(profiles.email, email));
    expect(profile).toMatchObject({
      fullName: 'Mary Maker',
      address1: '12 High Street',
      city: 'Leeds',
      postcode: 'LS1 4AP',
      role: 'customer',
      accountType: 'Customer',
    });

    const mail = await latestEmailTo(email);
    expect(mail?.subject).toBe('Verify your email address');
    const link = mail?.text.match(/https?:\/\/\S+verify-email\S+/)?.[0];
    expect(link).toBeDefined();

    const beforeVerify = await browser.post('/api/auth/sign-in/email', { email, password: 'a-long-enough-passphrase' });
    expect(beforeVerify.status).toBe(403);

    const verify = await browser.get(new URL(link as string).pathname + new URL(link as string).search);
    // Verifying does not sign in: the link lands on the login form, which says the email is verified.
    expect(verify.status).toBe(302);
    expect(verify.headers.get('location')).toBe('/auth?verified=1');
    const [stored] = await shop.database.db.select({ emailVerified: user.emailVerified }).from(user).where(eq(user.email, email));
    expect(stored?.emailVerified).toBe(true);

    const signIn = await browser.post('/api/auth/sign-in/email', { email, password: 'a-long-enough-passphrase' });
    expect(signIn.status).toBe(200);
    const me = await trpcQuery(browser, 'account.me');
    expect(me.status).toBe(200);
    expect(me.data).toMatchObject({ fullName: 'Mary Maker', email, role: 'customer' });
  });

  it('stores the password as argon2id with OWASP parameters', async () => {
    const made = await makeUser(shop.database.db);
    const [row] = await shop.database.db.select({ password: account.password }).from(account).where(eq(account.userId, made.id));
    expect(row?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses an unverified sign-in and sends a fresh verification email', async () => {
    const made = await makeUser(shop.database.db, { emailVerified: false });
    const response = await httpClient(baseUrl).post('/api/auth/sign-in/email', { email: made.email, password: made.password });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    const mail = await latestEmailTo(made.email);
    expect(mail?.subject).toBe('Verify your email address');
    // Asked for by a login attempt (no destination given): still the login form, not the home page.
    const link = new URL(mail?.text.match(/https?:\/\/\S+verify-email\S+/)?.[0] ?? 'http://x/');
    expect(link.searchParams.get('callbackURL')).toBe('/auth?verified=1');
  });

  it('tells a visitor when the email already exists', async () => {
    const made = await makeUser(shop.database.db);
    const response = await httpClient(baseUrl).post('/api/auth/sign-up/email', customerSignUp(made.email));
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ message: 'User with this email already exists.' });
  });

  it('refuses a short password with the policy message', async () => {
    const response = await httpClient(baseUrl).post('/api/auth/sign-up/email', customerSignUp('short@example.com', 'short'));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'Password must be at least 8 characters.' });
  });

  it('writes a pending wholesale profile from the wholesale sign-up metadata', async () => {
    const email = 'buyer@crown-pub.example';
    const response = await httpClient(baseUrl).post('/api/auth/sign-up/email', {
      name: 'Bob Buyer',
      email,
      password: 'pub-grub-and-biltong',
      profile: {
        accountType: 'Wholesale',
        fullName: 'Bob Buyer',
        businessName: 'The Crown',
        companyType: 'pub',
        phone: '01632 960001',
        vatNumber: 'GB123456789',
      },
    });
    expect(response.status).toBe(200);
    const [profile] = await shop.database.db.select().from(profiles).where(eq(profiles.email, email));
    expect(profile).toMatchObject({
      accountType: 'Wholesale',
      status: 'pending',
      role: 'customer',
      businessName: 'The Crown',
      companyType: 'pub',
      vatNumber: 'GB123456789',
    });
  });

  it('applies a role change on the user’s next request', async () => {
    const made = await makeUser(shop.database.db);
    const browser = httpClient(baseUrl);
    expect((await browser.post('/api/auth/sign-in/email', { email: made.email, password: made.password })).status).toBe(200);
    expect((await trpcQuery(browser, 'admin.listAccounts', {})).status).toBe(403);
    await shop.database.db.update(profiles).set({ role: 'admin', accountType: 'Admin' }).where(eq(profiles.userId, made.id));
    expect((await trpcQuery(browser, 'admin.listAccounts', {})).status).toBe(200);
  });

  it('signs out: the old session token no longer works', async () => {
    const made = await makeUser(shop.database.db);
    const browser = httpClient(baseUrl);
    await browser.post('/api/auth/sign-in/email', { email: made.email, password: made.password });
    const oldCookie = browser.cookie;
    expect((await trpcQuery(browser, 'account.me')).status).toBe(200);
    expect((await browser.post('/api/auth/sign-out', {})).status).toBe(200);
    const replay = httpClient(baseUrl);
    replay.cookie = oldCookie;
    expect((await trpcQuery(replay, 'account.me')).status).toBe(401);
  });
});
