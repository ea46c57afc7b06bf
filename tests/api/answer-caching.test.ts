import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPersonalAnswer } from '../../server/http/answer-caching';
import { appRouter } from '../../server/trpc/app-router';
import { shopperProcedure } from '../../server/trpc/procedures';
import { makeProduct, makeUser } from '../support/factories';
import { type HttpClient, httpClient, trpcWire } from '../support/http';
import { allProcedures } from '../support/procedures';
import { createTestShop, type TestShop } from '../support/test-shop';

// Personal answers are never stored by a browser or proxy; the public catalogue keeps its caching.
let shop: TestShop;
let baseUrl: string;
let slug: string;
beforeAll(async () => {
  shop = await createTestShop();
  baseUrl = await shop.listen();
  slug = (await makeProduct(shop.database.db)).slug;
});
afterAll(() => shop.close());

async function cacheControl(client: HttpClient, procedure: string, input?: unknown) {
  const response = await client.get(trpcWire.queryPath(procedure, input));
  await response.arrayBuffer();
  return response.headers.get('cache-control');
}

async function signedIn(): Promise<HttpClient> {
  const me = await makeUser(shop.database.db);
  const browser = httpClient(baseUrl);
  expect((await browser.post('/api/auth/sign-in/email', { email: me.email, password: me.password })).status).toBe(200);
  return browser;
}

describe('Cache-Control on tRPC answers', () => {
  it('account.me, orders and the cart: private, no-store', async () => {
    const browser = await signedIn();
    for (const procedure of ['account.me', 'order.listMine', 'cart.get']) {
      expect(await cacheControl(browser, procedure), procedure).toBe('private, no-store');
    }
    // Batched with a public query, the personal one decides.
    const batch = await browser.get(`/api/trpc/delivery.rates,account.me?batch=1&input=${encodeURIComponent('{}')}`);
    await batch.arrayBuffer();
    expect(batch.headers.get('cache-control')).toBe('private, no-store');
  });

  it('public catalogue answers keep their caching for anonymous visitors', async () => {
    const visitor = httpClient(baseUrl);
    expect((await cacheControl(visitor, 'delivery.rates')) ?? '').not.toContain('no-store');
    expect((await cacheControl(visitor, 'shop.productBySlug', { slug })) ?? '').not.toContain('no-store');
    expect(await cacheControl(visitor, 'shop.listProducts')).toBe('private, no-cache');
    // Signed in, a product's price may be the viewer's trade price.
    expect(await cacheControl(await signedIn(), 'shop.productBySlug', { slug })).toBe('private, no-store');
  });

  it('every procedure behind sign-in is personal, also when asked without a session', () => {
    // The sign-in check is shopperProcedure's own middleware, which authedProcedure and everything built on it share.
    const gate = (shopperProcedure as unknown as { _def: { middlewares: unknown[] } })._def.middlewares.at(-1);
    const procedures = (appRouter as unknown as { _def: { procedures: Record<string, { _def: { middlewares: unknown[] } }> } })
      ._def.procedures;
    const behindSignIn = allProcedures().filter(({ path }) => procedures[path]?._def.middlewares.includes(gate));
    expect(behindSignIn.length).toBeGreaterThan(50);
    expect(behindSignIn.filter(({ path }) => !isPersonalAnswer([path], { session: null }))).toEqual([]);
  });
});
