import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_RATE_LIMITS, IP_RATE_LIMIT } from '../../../server/auth/rate-limits';
import { emailOutbox } from '../../../server/db/schema/index';
import { makeUser } from '../../support/factories';
import { httpClient } from '../../support/http';
import { createTestShop, type TestShop } from '../../support/test-shop';

// Limits that stop guessing without signing out customers or locking out an office.
const IP_HEADER = 'x-test-client-ip';
const SIGN_IN_PER_IP = IP_RATE_LIMIT.customRules['/sign-in/email'].max;
const SIGN_IN_PER_EMAIL = EMAIL_RATE_LIMITS['/sign-in/email']?.max ?? 0;
const RESETS_PER_EMAIL = EMAIL_RATE_LIMITS['/request-password-reset']?.max ?? 0;

let ipCounter = 0;
/** A fresh client address, as the trusted proxy would report it. */
const nextIp = () => `203.0.113.${++ipCounter}`;

const signIn = (baseUrl: string, ip: string, email: string, password: string) =>
  httpClient(baseUrl).post('/api/auth/sign-in/email', { email, password }, { [IP_HEADER]: ip });

describe('behind a trusted proxy (TRUST_PROXY_IP_HEADER)', () => {
  let shop: TestShop;
  let baseUrl: string;
  beforeAll(async () => {
    shop = await createTestShop({ rateLimit: true, trustProxyIpHeader: true, clientIpHeader: IP_HEADER });
    baseUrl = await shop.listen();
  });
  afterAll(() => shop.close());

  it('300 session reads in a minute from one IP leave a signed-in customer signed in', async () => {
    const customer = await makeUser(shop.database.db);
    const ip = nextIp();
    const browser = httpClient(baseUrl);
    expect(
      (await browser.post('/api/auth/sign-in/email', { email: customer.email, password: customer.password }, { [IP_HEADER]: ip }))
        .status,
    ).toBe(200);
    const started = Date.now();
    const outcomes = new Map<string, number>();
    for (let i = 0; i < 300; i++) {
      const response = await fetch(`${baseUrl}/api/auth/get-session`, { headers: { cookie: browser.cookie, [IP_HEADER]: ip } });
      const body = (await response.json()) as { user?: { email: string } } | null;
      const outcome = `${response.status} ${body?.user?.email === customer.email ? 'signed in' : 'signed out'}`;
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    }
    const seconds = (Date.now() - started) / 1000;
    console.info(`rate limit: 300 get-session in ${seconds.toFixed(1)} s: ${JSON.stringify(Object.fromEntries(outcomes))}`);
    expect(seconds).toBeLessThan(60);
    expect(Object.fromEntries(outcomes)).toEqual({ '200 signed in': 300 });
  });

  it('failed sign-ins for one address do not lock another address out of the same IP', async () => {
    const [alice, bob] = [await makeUser(shop.database.db), await makeUser(shop.database.db)];
    const office = nextIp();
    const failures: number[] = [];
    for (let i = 0; i < 6; i++) failures.push((await signIn(baseUrl, office, alice.email, `wrong-guess-${i}`)).status);
    expect(failures).toEqual([401, 401, 401, 401, 401, 401]);
    expect((await signIn(baseUrl, office, bob.email, bob.password)).status).toBe(200);
    expect((await signIn(baseUrl, office, alice.email, alice.password)).status).toBe(200);
  });

  it('one address guessed at from many IPs: after the per-email limit every IP gets 429, the right password too', async () => {
    const victim = await makeUser(shop.database.db);
    const bystander = await makeUser(shop.database.db);
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_PER_EMAIL + 10; i++)
      statuses.push((await signIn(baseUrl, nextIp(), victim.email, `guess-${i}-of-many`)).status);
    console.info(
      `rate limit: ${statuses.length} guesses from ${statuses.length} IPs: ${statuses.filter((s) => s === 401).length} judged, ${statuses.filter((s) => s === 429).length} refused with 429`,
    );
    expect(statuses.slice(0, SIGN_IN_PER_EMAIL).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(SIGN_IN_PER_EMAIL).every((s) => s === 429)).toBe(true);
    const rightPassword = await signIn(baseUrl, nextIp(), victim.email.toUpperCase(), victim.password);
    expect(rightPassword.status).toBe(429);
    expect(Number(rightPassword.headers.get('x-retry-after'))).toBeGreaterThan(0);
    expect((await signIn(baseUrl, nextIp(), bystander.email, bystander.password)).status).toBe(200);
  });

  it('only failed sign-ins count per email: 12 successful sign-ins in a row all succeed, failures are still limited', async () => {
    const tester = await makeUser(shop.database.db);
    const successes: number[] = [];
    for (let i = 0; i < 12; i++) successes.push((await signIn(baseUrl, nextIp(), tester.email, tester.password)).status);
    expect(successes).toEqual(Array(12).fill(200));
    const failures: number[] = [];
    for (let i = 0; i < SIGN_IN_PER_EMAIL + 2; i++)
      failures.push((await signIn(baseUrl, nextIp(), tester.email, `wrong-${i}-guess`)).status);
    expect(failures).toEqual([...Array(SIGN_IN_PER_EMAIL).fill(401), 429, 429]);
    expect((await signIn(baseUrl, nextIp(), tester.email, tester.password)).status).toBe(429);
  });

  it('one IP trying many addresses is held back by the per-IP limit', async () => {
    const sprayer = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_PER_IP + 5; i++)
      statuses.push((await signIn(baseUrl, sprayer, `nobody-${i}@example.com`, 'Spray-Password-1')).status);
    expect(statuses.slice(0, SIGN_IN_PER_IP).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(SIGN_IN_PER_IP).every((s) => s === 429)).toBe(true);
  });

  it('password-reset emails to one address are capped across IPs', async () => {
    const member = await makeUser(shop.database.db);
    const statuses: number[] = [];
    for (let i = 0; i < RESETS_PER_EMAIL + 3; i++) {
      const response = await httpClient(baseUrl).post(
        '/api/auth/request-password-reset',
        { email: member.email, redirectTo: '/reset-password' },
        { [IP_HEADER]: nextIp() },
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(RESETS_PER_EMAIL).fill(200), 429, 429, 429]);
    expect(await shop.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, member.email))).toHaveLength(
      RESETS_PER_EMAIL,
    );
  });
});

describe('without a trusted proxy', () => {
  let shop: TestShop;
  let baseUrl: string;
  beforeAll(async () => {
    shop = await createTestShop({ rateLimit: true });
    baseUrl = await shop.listen();
  });
  afterAll(() => shop.close());

  it('does not trust a client-supplied IP header to dodge the per-IP limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_PER_IP + 10; i++) {
      const response = await httpClient(baseUrl).post(
        '/api/auth/sign-in/email',
        { email: `spray-${i}@example.com`, password: 'nope-nope-nope' },
        { 'x-forwarded-for': `10.0.0.${i}`, 'x-shop-client-ip': `10.1.0.${i}`, [IP_HEADER]: `10.2.0.${i}` },
      );
      statuses.push(response.status);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });
});
