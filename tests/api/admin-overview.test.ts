import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, subscriptions } from '../../server/db/schema/index';
import { addDays, formatDate, mondayOf } from '../../shared/dates';
import { shopToday } from '../../shared/promotions';
import { makeSubscription, placeOrderAs } from '../support/admin';
import { type MadeUser, makeProduct, makeUser } from '../support/factories';
import { FOOD_FORM } from '../support/food-information';
import { createTestShop, type TestShop } from '../support/test-shop';

let shop: TestShop;
let admin: MadeUser;
let customer: MadeUser;
let kept: { totalPence: number };
let old: { orderId: string; totalPence: number };
beforeAll(async () => {
  shop = await createTestShop();
  const db = shop.database.db;
  admin = await makeUser(db, { role: 'admin', email: 'boss@example.com' });
  customer = await makeUser(db);
  const original = await makeProduct(db, { name: 'Original', variants: { '250g': { priceNetPence: 1000, stock: 50 } } });
  const chilli = await makeProduct(db, {
    name: 'Chilli',
    variants: { '125g': { stock: 3 }, '2kg': { priceNetPence: null, stock: 0 } },
  });
  await makeProduct(db, { name: 'Retired', archivedAt: new Date(), variants: { '250g': { stock: 0 } } });

  kept = await placeOrderAs(shop, customer, [{ productId: original.id, weight: '250g', quantity: 4 }]);
  const cancelled = await placeOrderAs(shop, customer, [{ productId: chilli.id, weight: '250g', quantity: 9 }]);
  await shop.callerFor(admin).adminOrders.transition({ id: cancelled.orderId, to: 'cancelled' });
  old = await placeOrderAs(shop, customer, [{ productId: chilli.id, weight: '250g', quantity: 1 }]);
  // Placed three weeks ago (London noon), so it lands in an earlier week and day.
  const threeWeeksAgo = new Date(`${addDays(shopToday(), -21)}T12:00:00Z`);
  await db.update(orders).set({ createdAt: threeWeeksAgo }).where(eq(orders.id, old.orderId));

  await makeSubscription(db, customer.id, ['Original']);
  const gone = await makeSubscription(db, customer.id, ['Chilli'], 'cancelled');
  // Created five weeks ago and cancelled two weeks ago: active in the weeks between.
  await db
    .update(subscriptions)
    .set({
      createdAt: new Date(`${addDays(shopToday(), -35)}T12:00:00Z`),
      updatedAt: new Date(`${addDays(shopToday(), -14)}T12:00:00Z`),
    })
    .where(eq(subscriptions.id, gone.id));
});
afterAll(() => shop.close());

const api = () => shop.callerFor(admin).adminOverview;

describe('adminOverview.stats', () => {
  it('gives revenue per week named by its Monday (cancelled excluded) and orders per day, with empty slots as 0', async () => {
    const stats = await api().stats();
    expect(stats.revenuePerWeek).toHaveLength(12);
    expect(stats.revenuePerWeek.at(-1)).toMatchObject({ week: mondayOf(shopToday()), revenuePence: kept.totalPence });
    // Named by its Monday: 'w/c 23 Nov'.
    expect(stats.revenuePerWeek.at(-1)?.label).toBe(`w/c ${formatDate(mondayOf(shopToday())).replace(/ \d{4}$/, '')}`);
    expect(stats.revenuePerWeek.at(-1)?.label).toMatch(/^w\/c \d{1,2} [A-Z][a-z]{2}$/);
    const earlier = stats.revenuePerWeek.find((w) => w.week === mondayOf(addDays(shopToday(), -21)));
    expect(earlier?.revenuePence).toBe(old.totalPence);
    expect(stats.revenuePerWeek.reduce((sum, w) => sum + w.revenuePence, 0)).toBe(kept.totalPence + old.totalPence);

    expect(stats.ordersPerDay).toHaveLength(30);
    expect(stats.ordersPerDay.at(-1)).toEqual({ day: shopToday(), orders: 2 });
    expect(stats.ordersPerDay.find((d) => d.day === addDays(shopToday(), -21))?.orders).toBe(1);
  });

  it('counts active subscriptions per week, top products by units and low stock of products on sale', async () => {
    const stats = await api().stats();
    const active = new Map(stats.activeSubscriptions.map((w) => [w.week, w.active]));
    expect(active.get(mondayOf(shopToday()))).toBe(1);
    expect(active.get(mondayOf(addDays(shopToday(), -28)))).toBe(1);
    expect(active.get(mondayOf(addDays(shopToday(), -70)))).toBe(0);

    expect(stats.topProducts.rows).toEqual([
      expect.objectContaining({ productName: 'Original', units: 4 }),
      expect.objectContaining({ productName: 'Chilli', units: 1 }),
    ]);
    const low = stats.lowStock.rows.map((r) => `${r.productName} ${r.weight} ${r.stock}`);
    expect(low).toContain('Chilli 125g 3');
    expect(low.some((r) => r.startsWith('Retired'))).toBe(false);
    expect(low).not.toContain('Chilli 2kg 0');
    expect(stats.lowStock.threshold).toBe(5);
  });
});

describe('adminOverview.activity', () => {
  it('lists audit rows newest first with the actor’s email, filtered by action or actor', async () => {
    await shop.callerFor(admin).product.create({ ...FOOD_FORM, name: 'Audit Me' });
    const { rows, total } = await api().activity({});
    expect(total).toBe(2);
    expect(rows.map((r) => r.action)).toEqual(['product.create', 'order.cancelled']);
    expect(rows[0]).toMatchObject({ actorEmail: 'boss@example.com', targetType: 'product' });
    expect((await api().activity({ filters: { action: 'order' } })).rows.map((r) => r.action)).toEqual(['order.cancelled']);
    expect((await api().activity({ filters: { action: 'order.cancelled' } })).total).toBe(1);
    expect((await api().activity({ filters: { action: 'ord' } })).total).toBe(0);
    expect((await api().activity({ filters: { actorUserId: customer.id } })).total).toBe(0);
    expect((await api().activity({ page: 2, pageSize: 1 })).rows.map((r) => r.action)).toEqual(['order.cancelled']);
  });
});
