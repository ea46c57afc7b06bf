import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEmailAttempts, emailOutbox } from '../../server/db/schema/index';
import { BACK_IN_STOCK_LIMITS } from '../../server/modules/back-in-stock/service';
import { makeProduct, makeUser } from '../support/factories';
import { httpClient, trpcMutation, trpcWire } from '../support/http';
import { createTestShop, type TestShop } from '../support/test-shop';

// 'Email me when it's back' mails whatever address a guest types: nobody may use it to flood an inbox or mail strangers.

let shop: TestShop;
let baseUrl: string;
beforeAll(async () => {
  shop = await createTestShop();
  baseUrl = await shop.listen();
});
afterAll(() => shop.close());

const db = () => shop.database.db;
const soldOut = () => makeProduct(db(), { variants: { '250g': { stock: 0 }, '500g': { stock: 0 } } });
const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: { code?: string; message?: string }) => `${error.code}: ${error.message}`,
  );
const confirmationsTo = async (pattern: string) =>
  (await db().select({ to: emailOutbox.to }).from(emailOutbox).where(like(emailOutbox.to, pattern))).length;

describe('back-in-stock request limits', () => {
  it('20 requests from one IP for 20 addresses: refused after the per-IP limit with a clear message', async () => {
    const product = await soldOut();
    const client = httpClient(baseUrl);
    const statuses: number[] = [];
    let refusal: unknown;
    for (let i = 0; i < 20; i++) {
      const call = await trpcMutation(client, 'backInStock.request', {
        productId: product.id,
        weight: '250g',
        email: `stranger${i}@example.net`,
      });
      statuses.push(call.status);
      if (call.status !== 200) refusal ??= trpcWire.error(call.body);
    }
    const max = BACK_IN_STOCK_LIMITS.perIp.max;
    expect(statuses.slice(0, max).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(max)).toEqual(Array(20 - max).fill(429));
    expect(refusal).toMatchObject({
      message: 'Too many back-in-stock alerts have been requested from your network in the last hour. Please try again later.',
    });
    expect(await confirmationsTo('stranger%@example.net')).toBe(max);
  });

  it('IPv6: addresses in one /64 share the per-IP limit', async () => {
    const product = await soldOut();
    const results: string[] = [];
    for (let i = 0; i < BACK_IN_STOCK_LIMITS.perIp.max + 3; i++) {
      const guest = shop.callerFor(null, { clientIp: `2001:db8:7:7::${(i + 1).toString(16)}` });
      results.push(
        await outcome(guest.backInStock.request({ productId: product.id, weight: '250g', email: `v6-${i}@example.net` })),
      );
    }
    expect(results.filter((r) => r === 'ok')).toHaveLength(BACK_IN_STOCK_LIMITS.perIp.max);
  });

  it('15 +tag spellings of one mailbox, from 15 IPs: refused after the per-mailbox limit', async () => {
    const product = await soldOut();
    const results: string[] = [];
    for (let i = 0; i < 15; i++) {
      const guest = shop.callerFor(null, { clientIp: `198.51.100.${i + 1}` });
      results.push(
        await outcome(guest.backInStock.request({ productId: product.id, weight: '250g', email: `victim+${i}@example.com` })),
      );
    }
    const max = BACK_IN_STOCK_LIMITS.perMailbox.max;
    expect(results.slice(0, max)).toEqual(Array(max).fill('ok'));
    expect(results.slice(max)).toEqual(
      Array(15 - max).fill(
        'TOO_MANY_REQUESTS: Too many back-in-stock alerts have been requested for this email address in the last hour. Please try again later.',
      ),
    );
    expect(await confirmationsTo('victim%@example.com')).toBe(max);
  });

  it('Gmail: dots and googlemail.com reach one mailbox and share its limit', async () => {
    const product = await soldOut();
    const spellings = ['jo.bloggs@gmail.com', 'jobloggs+a@gmail.com', 'j.o.bloggs@googlemail.com', 'JoBloggs@gmail.com'];
    const results: string[] = [];
    for (let i = 0; i < 7; i++) {
      const guest = shop.callerFor(null, { clientIp: `198.51.101.${i + 1}` });
      const email = spellings[i % spellings.length] as string;
      results.push(await outcome(guest.backInStock.request({ productId: product.id, weight: '500g', email })));
    }
    expect(results.filter((r) => r === 'ok')).toHaveLength(BACK_IN_STOCK_LIMITS.perMailbox.max);
  });

  it("a guest who used up a mailbox's allowance leaves its signed-in owner's own requests alone", async () => {
    const product = await soldOut();
    const owner = await makeUser(db(), { email: 'owner@example.org' });
    for (let i = 0; i < BACK_IN_STOCK_LIMITS.perMailbox.max + 2; i++) {
      await outcome(
        shop
          .callerFor(null, { clientIp: `198.51.102.${i + 1}` })
          .backInStock.request({ productId: product.id, weight: '250g', email: `owner+${i}@example.org` }),
      );
    }
    const signedIn = shop.callerFor(owner, { clientIp: '198.51.102.1' });
    expect(await signedIn.backInStock.request({ productId: product.id, weight: '500g' })).toEqual({ status: 'confirmed' });
  });

  it('many addresses from many IPs: refused once the hour’s overall allowance for guests is used', async () => {
    const product = await soldOut();
    // As if the hour's allowance had been used by other visitors (the counter is the limiter's own row).
    await db()
      .insert(authEmailAttempts)
      .values({ key: 'back-in-stock|guests', count: BACK_IN_STOCK_LIMITS.overall.max, windowStart: new Date() })
      .onConflictDoUpdate({
        target: authEmailAttempts.key,
        set: { count: BACK_IN_STOCK_LIMITS.overall.max, windowStart: new Date() },
      });
    const guest = shop.callerFor(null, { clientIp: '203.0.113.200' });
    expect(await outcome(guest.backInStock.request({ productId: product.id, weight: '250g', email: 'late@example.com' }))).toBe(
      'TOO_MANY_REQUESTS: We are receiving too many back-in-stock requests just now. Please try again later.',
    );
    expect(await confirmationsTo('late@example.com')).toBe(0);
    await db().delete(authEmailAttempts).where(eq(authEmailAttempts.key, 'back-in-stock|guests'));
  });
});
