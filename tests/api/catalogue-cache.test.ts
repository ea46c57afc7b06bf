import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChannelHandlers } from '../../server/db/notifications';
import { productVariants } from '../../server/db/schema/index';
import { SHOP_LIST_URL } from '../../server/http/trpc-urls';
import { createCatalogueCache } from '../../server/modules/shop/catalogue-cache';
import { makeProduct, makeUser, shipping } from '../support/factories';
import { FOOD_FORM } from '../support/food-information';
import { httpClient, trpcQuery, trpcWire } from '../support/http';
import { createTestShop, type TestShop } from '../support/test-shop';

// The shop list is cached in each instance until the database announces a change (LISTEN/NOTIFY).
let shop: TestShop;
let baseUrl: string;
let productId: string;
beforeAll(async () => {
  shop = await createTestShop();
  productId = (
    await makeProduct(shop.database.db, { name: 'Original', variants: { '250g': { priceNetPence: 1000, tier1: 800 } } })
  ).id;
  await makeProduct(shop.database.db, { name: 'Chilli' });
  baseUrl = await shop.listen();
});
afterAll(() => shop.close());

type Listed = Array<{ name: string; variants: Array<{ weight: string; stock: number; tradeNetPence?: number }> }>;

/** The shop list as /shop asks for it (the batch link's URL), decoded. */
const anonymousList = async (): Promise<Listed> => {
  const response = await fetch(`${baseUrl}${SHOP_LIST_URL}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const [list] = trpcWire.batchData<Listed>(await response.json());
  return list ?? [];
};
const stockOf = (list: Listed, weight: string) =>
  list.find((p) => p.name === 'Original')?.variants.find((v) => v.weight === weight)?.stock;

function rawGet(url: string, headers: Record<string, string>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks)));
    })
      .on('error', reject)
      .end();
  });
}

describe('the cached shop list', () => {
  it('answers anonymous visitors with the retail list', async () => {
    const list = await anonymousList();
    expect(list).toEqual(await shop.callerFor(null).shop.listProducts());
    expect(list.map((p) => p.name)).toEqual(['Chilli', 'Original']);
  });

  it('serves tRPC’s own bytes pre-compressed per Accept-Encoding, with a strong ETag and 304', async () => {
    const plain = await fetch(`${baseUrl}${SHOP_LIST_URL}`, { headers: { 'accept-encoding': 'identity' } });
    const bytes = Buffer.from(await plain.arrayBuffer());
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('cache-control')).toBe('private, no-cache');
    expect(plain.headers.get('vary')).toMatch(/Cookie/);
    expect(plain.headers.get('vary')).toMatch(/Accept-Encoding/);
    // The same body the express adapter answers a request the cache does not serve (a streaming-format header aside).
    const direct = await fetch(
      `${baseUrl}/api/trpc/shop.listProducts,shop.listProducts?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: trpcWire.body(undefined), 1: trpcWire.body(undefined) }))}`,
    );
    const [first] = trpcWire.batchData(await direct.json());
    expect(trpcWire.batchData(JSON.parse(bytes.toString()))[0]).toEqual(first);
    for (const [accept, encoding, decode] of [
      ['br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      // Chromium's header: equal weights, gzip listed first; the smaller brotli body wins.
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['br;q=0.5, gzip', 'gzip', gunzipSync],
    ] as const) {
      const response = await fetch(`${baseUrl}${SHOP_LIST_URL}`, { headers: { 'accept-encoding': accept } });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      const etag = response.headers.get('etag') ?? '';
      expect(etag).toMatch(/^"[^"]+"$/); // strong
      // undici decodes the body itself: read the raw bytes through node:http to check the encoding.
      const raw = await rawGet(`${baseUrl}${SHOP_LIST_URL}`, { 'accept-encoding': accept });
      expect(decode(raw).equals(bytes)).toBe(true);
      const again = await fetch(`${baseUrl}${SHOP_LIST_URL}`, {
        headers: { 'accept-encoding': accept, 'if-none-match': etag, 'cache-control': 'max-age=0' },
      });
      expect(again.status).toBe(304);
    }
  });

  it('does not reload the list for cart or account writes, and does for stock, price and visibility changes', async () => {
    // Each generation is one load of the list (and one encoding of its answer) at most.
    const generation = () => shop.deps.catalogue.generation();
    const admin = await makeUser(shop.database.db, { role: 'admin' });
    const customer = await makeUser(shop.database.db);
    await anonymousList();
    const before = generation();
    await shop.callerFor(customer).cart.add({ productId, weight: '250g', moisture: 'wet' });
    await shop.callerFor(customer).cart.clear();
    await anonymousList();
    expect(generation()).toBe(before);
    const changes: Array<() => Promise<unknown>> = [
      () => shop.database.db.update(productVariants).set({ stock: 41 }).where(eq(productVariants.productId, productId)),
      () =>
        shop
          .callerFor(admin)
          .product.update({ ...FOOD_FORM, id: productId, name: 'Original', variants: { '250g': { priceNet: 12, stock: 5 } } }),
      () => shop.database.db.execute(sql`update products set show_in_shop = false where id = ${productId}`),
      () => shop.database.db.execute(sql`update products set show_in_shop = true where id = ${productId}`),
    ];
    for (const change of changes) {
      const was = generation();
      await change();
      await shop.deps.catalogue.catchUp();
      expect(generation()).toBeGreaterThan(was);
      await anonymousList();
    }
  });

  it('shows a change written by another instance once the database announces it', async () => {
    const before = stockOf(await anonymousList(), '500g');
    expect(before).not.toBe(3);
    // Written beside the app, as another instance or a job would: only the database's notification tells this instance.
    await shop.database.db.execute(
      sql`update ${productVariants} set stock = 3 where ${productVariants.productId} = ${productId} and ${productVariants.weight} = '500g'`,
    );
    await vi.waitFor(async () => expect(stockOf(await anonymousList(), '500g')).toBe(3), { timeout: 2_000, interval: 20 });
  });

  it('shows this instance’s own write on the very next read', async () => {
    const admin = await makeUser(shop.database.db, { role: 'admin' });
    expect((await anonymousList()).some((p) => p.name === 'Renamed')).toBe(false);
    await shop
      .callerFor(admin)
      .product.update({ ...FOOD_FORM, id: productId, name: 'Renamed', variants: { '250g': { priceNet: 10, stock: 5 } } });
    expect((await anonymousList()).map((p) => p.name)).toEqual(['Chilli', 'Renamed']);
  });

  it('gives a signed-in approved wholesaler trade prices, never the retail body', async () => {
    const trade = await makeUser(shop.database.db, { role: 'wholesaler', priceTier: 1 });
    const browser = httpClient(baseUrl);
    expect((await browser.post('/api/auth/sign-in/email', { email: trade.email, password: trade.password })).status).toBe(200);
    const { status, data } = await trpcQuery<Listed>(browser, 'shop.listProducts');
    expect(status).toBe(200);
    const variant = data.find((p) => p.name === 'Chilli')?.variants.find((v) => v.weight === '250g');
    expect(variant?.tradeNetPence).toBe(800);
    expect(JSON.stringify(await anonymousList())).not.toContain('tradeNetPence');
  });

  it('caches nothing while the channel is not heard, and starts afresh when it is again', async () => {
    let handlers: ChannelHandlers | undefined;
    const catalogue = await createCatalogueCache({
      db: shop.database.db,
      listen: async (_channel, h) => {
        handlers = h;
        h.onListening(true);
        return async () => {};
      },
    });
    const setStock = (stock: number) =>
      shop.database.db
        .update(productVariants)
        .set({ stock })
        .where(and(eq(productVariants.productId, productId), eq(productVariants.weight, '2kg')));
    const listed = async () =>
      (await catalogue.list(null)).find((p) => p.id === productId)?.variants.find((v) => v.weight === '2kg')?.stock;
    await setStock(1);
    expect(await listed()).toBe(1);
    await setStock(2);
    expect(await listed()).toBe(1); // nothing announced to this cache: still the cached list
    handlers?.onListening(false);
    expect(await listed()).toBe(2);
    await setStock(3);
    expect(await listed()).toBe(3); // not listening: every call reads the database
    handlers?.onListening(true);
    expect(await listed()).toBe(3);
    await setStock(4);
    handlers?.onNotify('');
    expect(await listed()).toBe(4);
  });
});

describe('waiting to hear a write (catchUp)', () => {
  it('waits after a price change, not after a cart write, an order or an admin write elsewhere, whose stock still reaches the list', async () => {
    const db = shop.database.db;
    const admin = await makeUser(db, { role: 'admin' });
    const customer = await makeUser(db);
    const zest = await makeProduct(db, { name: 'Zest', variants: { '500g': { priceNetPence: 1500, stock: 30 } } });
    const zestStock = async () =>
      (await anonymousList()).find((p) => p.name === 'Zest')?.variants.find((v) => v.weight === '500g')?.stock;
    expect(await zestStock()).toBe(30);
    const catchUp = vi.spyOn(shop.deps.catalogue, 'catchUp');
    try {
      await shop.callerFor(customer).cart.add({ productId: zest.id, weight: '500g', moisture: 'normal' });
      await shop.callerFor(customer).order.place({ idempotencyKey: crypto.randomUUID(), shipping });
      // Only writes that declare the catalogue read-back wait for it: an admin write to settings does not.
      await shop.callerFor(admin).settings.update({ maxRetailLineQuantity: 20 });
      expect(catchUp).not.toHaveBeenCalled();
      // The order's stock reaches this instance's list through the database's own announcement.
      await vi.waitFor(async () => expect(await zestStock()).toBe(29), { timeout: 2_000, interval: 20 });

      await shop
        .callerFor(admin)
        .product.update({ ...FOOD_FORM, id: zest.id, name: 'Zest', variants: { '500g': { priceNet: 16, stock: 29 } } });
      expect(catchUp).toHaveBeenCalledTimes(1);
    } finally {
      catchUp.mockRestore();
    }
  });
});
