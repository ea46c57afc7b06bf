import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChannelHandlers } from '../../server/db/notifications';
import { productVariants } from '../../server/db/schema/index';
import { SHOP_LIST_URL } from '../../server/http/trpc-urls';
import { createCatalogueCache } from '../../server/modules/shop/catalogue-cache';
import { makeProduct, makeUser } from '../support/factories';
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

describe('the cached shop list', () => {
  it('answers anonymous visitors with the retail list', async () => {
    const list = await anonymousList();
    expect(list).toEqual(await shop.callerFor(null).shop.listProducts());
    expect(list.map((p) => p.name)).toEqual(['Chilli', 'Original']);
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
      .product.update({ id: productId, name: 'Renamed', variants: { '250g': { priceNet: 10, stock: 5 } } });
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
