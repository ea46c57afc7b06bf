import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, orders, subscriptions } from '../../server/db/schema/index';
import { addDays } from '../../shared/dates';
import { monthToDate, weekToDate } from '../../shared/overview-periods';
import { shopToday } from '../../shared/promotions';
import { makeSubscription, placeOrderAs } from '../support/admin';
import { type MadeUser, makeProduct, makeUser } from '../support/factories';
import { createTestShop, type TestShop } from '../support/test-shop';

type Placed = { orderId: string; totalPence: number; day: string; vatPence: number };

let shop: TestShop;
let admin: MadeUser;
const sold: Placed[] = [];
const today = shopToday();
// London noon of a day: the same UK calendar day whatever the season.
const noon = (day: string) => new Date(`${day}T12:00:00Z`);

beforeAll(async () => {
  shop = await createTestShop();
  const db = shop.database.db;
  admin = await makeUser(db, { role: 'admin' });
  const customer = await makeUser(db);
  const original = await makeProduct(db, { name: 'Original', variants: { '250g': { priceNetPence: 1000, stock: 500 } } });
  await makeProduct(db, {
    name: 'Chilli',
    variants: {
      '125g': { priceNetPence: 500, stock: 3 },
      '250g': { priceNetPence: 900, stock: 5 },
      '2kg': { priceNetPence: null, stock: 0 },
    },
  });
  await makeProduct(db, { name: 'Retired', archivedAt: new Date(), variants: { '250g': { priceNetPence: 900, stock: 0 } } });

  const admins = shop.callerFor(admin).adminOrders;
  // Sold (paid, then some moved on) on today, a week ago, the 1st of last month and two months back.
  const place = async (
    day: string,
    quantity: number,
    status: 'paid' | 'packed' | 'shipped' | 'cancelled' | 'awaiting_payment',
  ) => {
    const placed = await placeOrderAs(shop, customer, [{ productId: original.id, weight: '250g', quantity }]);
    if (status !== 'awaiting_payment')
      await admins.transition({ id: placed.orderId, to: status === 'cancelled' ? 'cancelled' : 'paid' });
    if (status === 'packed' || status === 'shipped') await admins.transition({ id: placed.orderId, to: 'packed' });
    if (status === 'shipped') await admins.transition({ id: placed.orderId, to: 'shipped', trackingReference: null });
    await db
      .update(orders)
      .set({ createdAt: noon(day) })
      .where(eq(orders.id, placed.orderId));
    const [row] = await db.select({ vatPence: orders.vatPence }).from(orders).where(eq(orders.id, placed.orderId));
    const entry = { orderId: placed.orderId, totalPence: placed.totalPence, day, vatPence: row?.vatPence ?? 0 };
    if (status !== 'cancelled' && status !== 'awaiting_payment') sold.push(entry);
    return entry;
  };
  const lastMonthFirst = monthToDate(today).previous.from;
  await place(today, 1, 'paid');
  await place(today, 2, 'packed');
  await place(today, 3, 'cancelled');
  await place(today, 4, 'awaiting_payment');
  await place(addDays(today, -7), 5, 'shipped');
  await place(lastMonthFirst, 6, 'shipped');
  await place(addDays(lastMonthFirst, -40), 7, 'shipped');

  // Renewing within the next 7 days: today..today+6, active only.
  const renewals: [string, 'active' | 'cancelled'][] = [
    [today, 'active'],
    [addDays(today, 6), 'active'],
    [addDays(today, 7), 'active'],
    [addDays(today, -1), 'active'],
    [addDays(today, 2), 'cancelled'],
  ];
  for (const [day, status] of renewals) {
    const sub = await makeSubscription(db, customer.id, ['Original'], status);
    await db.update(subscriptions).set({ nextDeliveryAt: day }).where(eq(subscriptions.id, sub.id));
  }

  // Failed work as 'Email & jobs' lists it: parked, or waiting to retry after an error.
  await db.delete(jobs);
  await db.insert(jobs).values([
    { kind: 'email.send', status: 'dead', lastError: 'SMTP 550' },
    { kind: 'email.send', status: 'queued', lastError: 'timeout' },
    { kind: 'renewals.run', status: 'dead', lastError: 'boom' },
    { kind: 'email.send', status: 'queued' },
    { kind: 'renewals.run', status: 'running' },
  ]);
});
afterAll(() => shop.close());

const sumIn = (range: { from: string; to: string }) => {
  const inside = sold.filter((o) => o.day >= range.from && o.day < range.to);
  return {
    grossPence: inside.reduce((sum, o) => sum + o.totalPence, 0),
    netPence: inside.reduce((sum, o) => sum + o.totalPence - o.vatPence, 0),
    orders: inside.length,
  };
};

describe('adminOverview.tiles', () => {
  it('gives revenue this week and month so far against the same days before, gross and net, sold orders only', async () => {
    const tiles = await shop.callerFor(admin).adminOverview.tiles();
    const week = weekToDate(today);
    const month = monthToDate(today);
    expect(tiles.today).toBe(today);
    expect(tiles.revenue.week.current).toEqual({ ...week.current, ...sumIn(week.current) });
    expect(tiles.revenue.week.previous).toEqual({ ...week.previous, ...sumIn(week.previous) });
    expect(tiles.revenue.month.current).toEqual({ ...month.current, ...sumIn(month.current) });
    expect(tiles.revenue.month.previous).toEqual({ ...month.previous, ...sumIn(month.previous) });
    // Today's paid and packed orders are in this week; the cancelled and the unpaid one are not.
    expect(tiles.revenue.week.current.orders).toBe(2);
    expect(tiles.revenue.week.previous.orders).toBe(1);
    expect(tiles.revenue.month.previous.orders).toBeGreaterThanOrEqual(1);
    // Net is the total less its VAT, never more than the gross.
    const vat = sold.filter((o) => o.day === today).reduce((sum, o) => sum + o.vatPence, 0);
    expect(tiles.revenue.week.current.grossPence - tiles.revenue.week.current.netPence).toBe(vat);
    for (const figure of [tiles.revenue.week.current, tiles.revenue.month.previous]) {
      expect(Number.isInteger(figure.grossPence) && Number.isInteger(figure.netPence)).toBe(true);
    }
  });

  it('counts orders to ship (paid or packed), low-stock sizes on sale, renewals in the next 7 days and failed work', async () => {
    const tiles = await shop.callerFor(admin).adminOverview.tiles();
    expect(tiles.toShip).toEqual({ paid: 1, packed: 1 });
    // Chilli 125g (3) and 250g (5, at the threshold); not the unpriced 2kg nor the archived product.
    expect(tiles.lowStock).toEqual({ sizes: 2, threshold: 5 });
    expect(tiles.renewing).toEqual({ subscriptions: 2, withinDays: 7 });
    expect(tiles.failures).toEqual({ jobs: 3, emails: 2 });
  });

  it('counts wholesale applications waiting for approval, not decided ones nor customers', async () => {
    const db = shop.database.db;
    const before = (await shop.callerFor(admin).adminOverview.tiles()).tradeApplications.pending;
    await makeUser(db, { accountType: 'Wholesale', status: 'pending' });
    await makeUser(db, { accountType: 'Wholesale', status: 'pending' });
    await makeUser(db, { role: 'wholesaler' });
    await makeUser(db, { accountType: 'Wholesale', status: 'rejected' });
    await makeUser(db);
    expect((await shop.callerFor(admin).adminOverview.tiles()).tradeApplications).toEqual({ pending: before + 2 });
  });

  it('moves with the data: shipping an order takes it off the to-ship count', async () => {
    const db = shop.database.db;
    const [packed] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(inArray(orders.status, ['packed']));
    await shop.callerFor(admin).adminOrders.transition({ id: packed?.id as string, to: 'shipped', trackingReference: null });
    const tiles = await shop.callerFor(admin).adminOverview.tiles();
    expect(tiles.toShip).toEqual({ paid: 1, packed: 0 });
  });
});
