import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backInStockRequests, productVariants, profiles, subscriptions } from '../../server/db/schema/index';
import { updateShopSettings } from '../../server/modules/settings/service';
import { makeSubscription, placeOrderAs } from '../support/admin';
import { type MadeUser, makeProduct, makeUser } from '../support/factories';
import { createTestShop, type TestShop } from '../support/test-shop';

/**
 * The admin tables sort on the server across the whole filtered set: page 2 continues where
 * page 1 stopped (a table that sorted only its current page would start page 2 anywhere).
 */
let shop: TestShop;
let admin: MadeUser;
const PAGE_SIZE = 3;
// Seeded out of order, so insertion order (the tie-breaker's uuid or the default sort) cannot pass for the sort.
const QUANTITIES = [4, 1, 7, 2, 6, 3, 5];
const BALANCES = [500, -1200, 9900, 0, 2500, -300, 7700];
const STOCKS = [40, 5, 70, 15, 60, 25, 50];
const PRICES = [2400, 1200, 3900, 1500, 3300, 1800, 2700];
const WAITING = [3, 1, 6, 2, 7, 4, 5];

beforeAll(async () => {
  shop = await createTestShop();
  const db = shop.database.db;
  admin = await makeUser(db, { role: 'admin', fullName: 'Ada Admin' });
  const buyer = await makeUser(db, { fullName: 'Bea Buyer' });
  const { id: productId } = await makeProduct(db, { name: 'Chilli', variants: { '250g': { priceNetPence: 800, stock: 500 } } });
  // One buyer with seven unpaid orders: more than a customer may hold unless the owner allows it.
  await updateShopSettings(db, admin.id, { maxUnpaidOrders: QUANTITIES.length });
  for (const quantity of QUANTITIES) await placeOrderAs(shop, buyer, [{ productId, weight: '250g', quantity }]);
  for (const [index, stock] of STOCKS.entries()) {
    const product = await makeProduct(db, { name: `Sorted ${index}`, variants: { '500g': { priceNetPence: 1500, stock } } });
    const [variant] = await db.select().from(productVariants).where(eq(productVariants.productId, product.id)).limit(1);
    const waiting = WAITING[index] as number;
    await db.insert(backInStockRequests).values(
      Array.from({ length: waiting }, (_, n) => ({
        email: `waiting${n}-${index}@example.com`,
        variantId: variant?.id as string,
        status: 'confirmed' as const,
      })),
    );
  }
  for (const price of PRICES) {
    const subscription = await makeSubscription(db, buyer.id, ['Chilli']);
    await db.update(subscriptions).set({ pricePence: price }).where(eq(subscriptions.id, subscription.id));
  }
  for (const [index, balance] of BALANCES.entries()) {
    const trader = await makeUser(db, {
      role: 'wholesaler',
      fullName: `Trader ${'GCFADEB'[index]}`,
      businessName: `Shop ${index}`,
    });
    await db.update(profiles).set({ accountBalancePence: balance }).where(eq(profiles.userId, trader.id));
  }
});
afterAll(() => shop.close());

/** Every page of a listing in turn, with the whole set fetched in one page to compare against. */
async function pagesOf<Row>(list: (page: number, pageSize: number) => Promise<{ rows: Row[]; total: number }>) {
  const all = await list(1, 100);
  const pages: Row[][] = [];
  for (let page = 1; (page - 1) * PAGE_SIZE < all.total; page++) pages.push((await list(page, PAGE_SIZE)).rows);
  return { all: all.rows, pages };
}

const ascending = (values: number[]) => values.every((value, i) => i === 0 || (values[i - 1] as number) <= value);

describe('adminOrders.list sorts across pages', () => {
  for (const desc of [false, true]) {
    it(`by total, ${desc ? 'largest' : 'smallest'} first`, async () => {
      const { all, pages } = await pagesOf((page, pageSize) =>
        shop.callerFor(admin).adminOrders.list({ page, pageSize, sort: { id: 'total', desc } }),
      );
      expect(all).toHaveLength(QUANTITIES.length);
      expect(pages.length).toBeGreaterThan(2);
      const totals = pages.flat().map((row) => row.totalPence);
      expect(ascending(desc ? [...totals].reverse() : totals)).toBe(true);
      // Page 2's first row follows page 1's last in the sort order.
      const [first, second] = pages as [(typeof all)[number][], (typeof all)[number][]];
      const lastOfFirst = first.at(-1)?.totalPence as number;
      const firstOfSecond = second[0]?.totalPence as number;
      expect(desc ? firstOfSecond < lastOfFirst : firstOfSecond > lastOfFirst).toBe(true);
      expect(pages.flat().map((row) => row.id)).toEqual(all.map((row) => row.id));
    });
  }

  it('by item count, each order once over all pages', async () => {
    const { pages } = await pagesOf((page, pageSize) =>
      shop.callerFor(admin).adminOrders.list({ page, pageSize, sort: { id: 'items', desc: false } }),
    );
    expect(pages.flat().map((row) => row.itemCount)).toEqual([...QUANTITIES].sort((a, b) => a - b));
  });
});

describe('admin.listAccounts sorts across pages', () => {
  it('by balance, across pages, with every account once', async () => {
    const { all, pages } = await pagesOf((page, pageSize) =>
      shop
        .callerFor(admin)
        .admin.listAccounts({ page, pageSize, sort: { id: 'balance', desc: false }, filters: { accountType: 'Wholesale' } }),
    );
    expect(pages.flat().map((row) => row.accountBalancePence)).toEqual([...BALANCES].sort((a, b) => a - b));
    expect(pages.flat().map((row) => row.userId)).toEqual(all.map((row) => row.userId));
  });

  it('by primary contact, descending: page 2 starts after page 1 ends', async () => {
    const { pages } = await pagesOf((page, pageSize) =>
      shop
        .callerFor(admin)
        .admin.listAccounts({ page, pageSize, sort: { id: 'fullName', desc: true }, filters: { accountType: 'Wholesale' } }),
    );
    const names = pages.flat().map((row) => row.fullName);
    expect(names).toEqual(['Trader G', 'Trader F', 'Trader E', 'Trader D', 'Trader C', 'Trader B', 'Trader A']);
    expect(pages[1]?.[0]?.fullName).toBe('Trader D');
  });
});

const sortedNumbers = (values: number[], desc = false) => [...values].sort((a, b) => (desc ? b - a : a - b));

describe('adminInvoices.list sorts across pages', () => {
  it('by amount, largest first: every invoice once, in order', async () => {
    const { all, pages } = await pagesOf((page, pageSize) =>
      shop.callerFor(admin).adminInvoices.list({ page, pageSize, sort: { id: 'amount', desc: true } }),
    );
    expect(all.length).toBeGreaterThan(PAGE_SIZE);
    const amounts = pages.flat().map((row) => row.totalPence);
    expect(amounts).toEqual(sortedNumbers(amounts, true));
    expect(pages.flat().map((row) => row.id)).toEqual(all.map((row) => row.id));
    expect(pages[1]?.[0]?.totalPence).toBeLessThan(pages[0]?.at(-1)?.totalPence as number);
  });
});

describe('product.listAdmin sorts across pages', () => {
  it('by total stock', async () => {
    const { pages } = await pagesOf((page, pageSize) =>
      shop
        .callerFor(admin)
        .product.listAdmin({ page, pageSize, sort: { id: 'stock', desc: false }, filters: { search: 'Sorted' } }),
    );
    const stocks = pages.flat().map((row) => row.variants.reduce((sum, v) => sum + v.stock, 0));
    // The factory stocks the other sizes too: the totals differ from STOCKS by one constant, so their order is STOCKS'.
    const offset = (stocks[0] as number) - Math.min(...STOCKS);
    expect(stocks).toEqual(sortedNumbers(STOCKS).map((stock) => stock + offset));
  });
});

describe('adminSubscriptions.list sorts across pages', () => {
  it('by price, largest first', async () => {
    const { pages } = await pagesOf((page, pageSize) =>
      shop.callerFor(admin).adminSubscriptions.list({ page, pageSize, sort: { id: 'pricePence', desc: true } }),
    );
    expect(pages.flat().map((row) => row.pricePence)).toEqual(sortedNumbers(PRICES, true));
  });
});

describe('backInStock.waiting sorts across pages', () => {
  it('by how many wait, fewest first, one row per size', async () => {
    const { all, pages } = await pagesOf((page, pageSize) =>
      shop.callerFor(admin).backInStock.waiting({ page, pageSize, sort: { id: 'waiting', desc: false } }),
    );
    expect(all).toHaveLength(WAITING.length);
    expect(pages.flat().map((row) => row.waiting)).toEqual(sortedNumbers(WAITING));
  });
});
