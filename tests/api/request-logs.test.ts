import { Writable } from 'node:stream';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../server/db/schema/index';
import { createLogger } from '../../server/logger';
import { httpClient, trpcQuery } from '../support/http';
import { createTestShop, type TestShop } from '../support/test-shop';

// The app logs as in production (JSON lines, emails unsent without SMTP) into memory; a whole account's life
// through HTTP must leave no password, session cookie or token in those lines, and every request's lines carry its id.
const lines: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});
let shop: TestShop;
let baseUrl: string;
beforeAll(async () => {
  const logger = createLogger({ production: true, level: 'info', destination: capture });
  shop = await createTestShop({ production: true, mailLogLinks: false }, { logger });
  baseUrl = await shop.listen();
});
afterAll(() => shop.close());

type LogLine = {
  level: string;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
};
const parsed = () => lines.map((line) => JSON.parse(line) as LogLine);
const accessLines = () => parsed().filter((entry) => entry.req && entry.res);

async function until(condition: () => boolean, timeoutMs = 5_000) {
  for (const deadline = Date.now() + timeoutMs; !condition(); ) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function latestLinkTo(address: string, pattern: RegExp): Promise<string> {
  const [row] = await shop.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, address))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const link = row?.text.match(pattern)?.[0];
  if (!link) throw new Error(`no link in the email to ${address}`);
  return link;
}

describe('request logs', () => {
  it('sign-up, verification, sign-in, password reset: no password, cookie or token in any log line', async () => {
    const email = 'log-test@example.com';
    const firstPassword = 'first-Secret-passphrase-17';
    const secondPassword = 'second-Secret-passphrase-29';
    const bearer = 'bearer-secret-never-logged';
    const browser = httpClient(baseUrl);

    const signUp = await browser.post(
      '/api/auth/sign-up/email',
      {
        name: 'Lottie Logger',
        email,
        password: firstPassword,
        callbackURL: '/account',
        profile: {
          accountType: 'Customer',
          fullName: 'Lottie Logger',
          address1: '1 Log Lane',
          city: 'Leeds',
          postcode: 'LS1 4AP',
        },
      },
      { 'x-request-id': 'sign-up-1' },
    );
    expect(signUp.status).toBe(200);
    expect(signUp.headers.get('x-request-id')).toBe('sign-up-1');

    const verifyLink = new URL(await latestLinkTo(email, /https?:\/\/\S+verify-email\S+/));
    const verificationToken = verifyLink.searchParams.get('token') as string;
    expect([200, 302]).toContain((await browser.get(verifyLink.pathname + verifyLink.search)).status);

    const signIn = await browser.post('/api/auth/sign-in/email', { email, password: firstPassword });
    expect(signIn.status).toBe(200);
    const sessionCookie = browser.cookie;
    const sessionValue = decodeURIComponent(sessionCookie.split('=').slice(1).join('=').split(';')[0] as string);
    expect(sessionValue.length).toBeGreaterThan(20);
    expect((await trpcQuery(browser, 'account.me')).status).toBe(200);

    const requested = await browser.post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    expect(requested.status).toBe(200);
    const resetLink = new URL(await latestLinkTo(email, /https?:\/\/\S+reset-password\/\S+/));
    const resetToken = resetLink.pathname.split('/').pop() as string;
    expect((await browser.get(resetLink.pathname + resetLink.search)).status).toBe(302);
    const reset = await browser.post(
      '/api/auth/reset-password',
      { newPassword: secondPassword, token: resetToken },
      {
        authorization: `Bearer ${bearer}`,
      },
    );
    expect(reset.status).toBe(200);
    const again = await httpClient(baseUrl).post('/api/auth/sign-in/email', { email, password: secondPassword });
    expect(again.status).toBe(200);

    // The access line is written when the response has finished, which can be just after the client has it.
    await until(() => accessLines().length >= 8);
    const log = lines.join('\n');
    for (const secret of [firstPassword, secondPassword, verificationToken, resetToken, sessionValue, bearer]) {
      expect(secret.length).toBeGreaterThan(8);
      expect(log).not.toContain(secret);
    }
    // The session token is signed (token.signature); neither half may appear.
    for (const part of sessionValue.split('.')) expect(log).not.toContain(part);

    const entries = parsed();
    // One access line per request, each with its id; the email the sign-up queued is logged under the sign-up's id.
    const access = accessLines();
    expect(access).toHaveLength(8);
    expect(access.every((entry) => typeof entry.reqId === 'string' && entry.reqId.length > 0)).toBe(true);
    expect(new Set(access.map((entry) => entry.reqId)).size).toBe(access.length);
    const signUpLines = entries.filter((entry) => entry.reqId === 'sign-up-1');
    expect(signUpLines.map((entry) => entry.msg)).toEqual([
      `email to ${email}: "Verify your email address" (1 link(s) not logged)`,
      'POST /api/auth/sign-up/email 200',
    ]);
    expect(access.map((entry) => entry.req?.url)).toContain('/api/auth/reset-password/[redacted]');
  });

  it('keeps a plain incoming X-Request-Id and replaces anything else with a UUID', async () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    const idOf = async (incoming?: string) =>
      (await fetch(`${baseUrl}/healthz`, { headers: incoming === undefined ? {} : { 'x-request-id': incoming } })).headers.get(
        'x-request-id',
      );
    expect(await idOf('lb-7f3a:trace.01')).toBe('lb-7f3a:trace.01');
    expect(await idOf()).toMatch(uuid);
    expect(await idOf('x'.repeat(65))).toMatch(uuid);
    expect(await idOf('id with spaces')).toMatch(uuid);
    expect(await idOf('{"inject":true}')).toMatch(uuid);
  });
});
