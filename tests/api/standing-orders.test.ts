import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emailOutbox,
  invoices,
  orderItems,
  orders,
  productVariants,
  profiles,
  standingOrderRuns,
  standingOrders,
} from '../../server/db/schema/index';
import { sendStandingOrderReminders } from '../../server/modules/standing-order/reminders';
import { runStandingOrders } from '../../server/modules/standing-order/run';
import { addDays } from '../../shared/dates';
import { shopToday } from '../../shared/promotions';
import { type MadeUser, makeProduct, makeUser, profileOf } from '../support/factories';
import { createTestShop, type TestShop } from '../support/test-shop';

let shop: TestShop;
let admin: MadeUser;
beforeAll(async () => {
  shop = await createTestShop();
  admin = await makeUser(db(), { role: 'admin' });
});
afterAll(() => shop.close());

const db = () => shop.database.db;
const today = shopToday();
const tomorrow = addDays(today, 1);
/** Noon in London on a day: the job's clock that day. */
const on = (day: string) => new Date(`${day}T12:00:00Z`);

/** A product's 500g size: £50.00 net to tier 1 (£60.00 with VAT), with this much stock. */
async function size(name: string, stock: number): Promise<string> {
  const product = await makeProduct(db(), { name, variants: { '500g': { tier1: 5_000, stock } } });
  const [variant] = await db()
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.productId, product.id), eq(productVariants.weight, '500g')));
  return variant?.id as string;
}
const stockOf = async (variantId: string) =>
  (await db().select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId)))[0]?.stock;

async function buyer(overrides: Partial<typeof profiles.$inferInsert> = {}): Promise<MadeUser> {
  const made = await makeUser(db(), { role: 'wholesaler', businessName: 'The Crown & Anchor' });
  await db()
    .update(profiles)
    .set({ address1: '1 Castle Yard', city: 'York', postcode: 'YO1 7HH', termsDays: 30, ...overrides })
    .where(eq(profiles.userId, made.id));
  return { ...made, profile: await profileOf(db(), made.id) };
}

const ordersOf = (who: MadeUser) => db().select().from(orders).where(eq(orders.userId, who.id)).orderBy(asc(orders.createdAt));
const mailsTo = (email: string, subjectLike: string) =>
  db()
    .select({ subject: emailOutbox.subject, text: emailOutbox.text })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), like(emailOutbox.subject, subjectLike)));
const standing = async (id: string) => (await db().select().from(standingOrders).where(eq(standingOrders.id, id)))[0];

describe('setting up a standing order', () => {
  it('refuses a next date that is not after today, an end before it and a size no longer sold', async () => {
    const who = await buyer();
    const api = shop.callerFor(who).standingOrder;
    const variantId = await size('Setup', 10);
    const base = { lines: [{ variantId, quantity: 2 }], frequency: 'weekly' as const, nextRunDate: tomorrow };
    await expect(api.create({ ...base, nextRunDate: today })).rejects.toThrow('The next order date must be after today.');
    await expect(api.create({ ...base, endDate: today })).rejects.toThrow(
      'The end date must be on or after the next order date.',
    );
    await expect(api.create({ ...base, lines: [{ variantId: crypto.randomUUID(), quantity: 1 }] })).rejects.toThrow(
      'This product is no longer available.',
    );
    const created = await api.create({ ...base, poNumber: 'PO-77' });
    const [listed] = await api.listMine();
    expect(listed).toMatchObject({
      id: created?.id,
      frequency: 'weekly',
      nextRunDate: tomorrow,
      poNumber: 'PO-77',
      status: 'active',
      lines: [{ variantId, quantity: 2, name: 'Setup 500g' }],
    });
    expect(await shop.callerFor(admin).standingOrder.forAccount({ userId: who.id })).toHaveLength(1);
    // Another buyer cannot touch it.
    const other = shop.callerFor(await buyer()).standingOrder;
    await expect(other.cancel({ id: created?.id as string })).rejects.toThrow('Standing order not found.');
  });
});

describe('standing order runs', () => {
  it('place one real trade order on account per run date at the tier price, with its invoice, however often the job runs', async () => {
    const who = await buyer();
    const variantId = await size('Weekly', 50);
    const created = await shop.callerFor(who).standingOrder.create({
      lines: [{ variantId, quantity: 3 }],
      frequency: 'weekly',
      nextRunDate: tomorrow,
      poNumber: 'PO-1',
    });
    expect((await runStandingOrders(shop.deps, on(today))).placed).toBe(0);
    await runStandingOrders(shop.deps, on(tomorrow));
    await runStandingOrders(shop.deps, on(tomorrow));
    const [order, ...more] = await ordersOf(who);
    expect(more).toHaveLength(0);
    expect(order).toMatchObject({ paymentMethod: 'on_account', poNumber: 'PO-1', totalPence: 18_000 });
    const items = await db()
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order?.id as string));
    expect(items.map((i) => [i.variantId, i.quantity, i.unitNetPence])).toEqual([[variantId, 3, 5_000]]);
    expect(
      await db()
        .select()
        .from(invoices)
        .where(eq(invoices.orderId, order?.id as string)),
    ).toHaveLength(1);
    expect(await mailsTo(who.email, `Your Royal Biltong order #${order?.number}`)).toHaveLength(1);
    expect(await stockOf(variantId)).toBe(47);
    expect(await standing(created?.id as string)).toMatchObject({ nextRunDate: addDays(tomorrow, 7), status: 'active' });
    // The next week's run is the next order.
    await runStandingOrders(shop.deps, on(addDays(tomorrow, 7)));
    expect(await ordersOf(who)).toHaveLength(2);
  });

  it('with lines short of stock: places what there is and says in the email what was left out', async () => {
    const who = await buyer();
    const [plenty, short, soldOut] = [await size('Plenty', 40), await size('Short', 2), await size('Gone', 0)];
    await shop.callerFor(who).standingOrder.create({
      lines: [
        { variantId: plenty, quantity: 4 },
        { variantId: short, quantity: 5 },
        { variantId: soldOut, quantity: 3 },
      ],
      frequency: 'fortnightly',
      nextRunDate: tomorrow,
    });
    expect((await runStandingOrders(shop.deps, on(tomorrow))).placed).toBe(1);
    const [order] = await ordersOf(who);
    const items = await db()
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order?.id as string));
    expect(Object.fromEntries(items.map((i) => [i.variantId, i.quantity]))).toEqual({ [plenty]: 4, [short]: 2 });
    expect([await stockOf(plenty), await stockOf(short), await stockOf(soldOut)]).toEqual([36, 0, 0]);
    const [mail, ...more] = await mailsTo(who.email, `Standing order #${order?.number}: some items were left out`);
    expect(more).toHaveLength(0);
    expect(mail?.text).toContain('Short 500g: 2 of 5 placed (only 2 left)');
    expect(mail?.text).toContain('Gone 500g: none of 3 placed (sold out or no longer available)');
    expect(mail?.text).not.toContain('Plenty');
  });

  it('a run refused by credit control is held: no order, and the buyer and the admins are told once', async () => {
    const who = await buyer({ creditLimitPence: 1_000 });
    const variantId = await size('Held', 10);
    const created = await shop.callerFor(who).standingOrder.create({
      lines: [{ variantId, quantity: 1 }],
      frequency: 'four_weekly',
      nextRunDate: tomorrow,
    });
    await runStandingOrders(shop.deps, on(tomorrow));
    await runStandingOrders(shop.deps, on(tomorrow));
    expect(await ordersOf(who)).toHaveLength(0);
    const runs = await db()
      .select()
      .from(standingOrderRuns)
      .where(eq(standingOrderRuns.standingOrderId, created?.id as string));
    expect(runs.map((r) => [r.runDate, r.outcome])).toEqual([[tomorrow, 'held']]);
    const [toBuyer, ...more] = await mailsTo(who.email, 'Your standing order for % is on hold');
    expect(more).toHaveLength(0);
    expect(toBuyer?.text).toContain('This order would take your account over its £10.00 credit limit.');
    expect(await mailsTo(admin.email, 'Standing order held: The Crown & Anchor, %')).toHaveLength(1);
    expect(await standing(created?.id as string)).toMatchObject({ nextRunDate: addDays(tomorrow, 28), status: 'active' });
  });

  it('skip one run, pause, resume, cancel; an end date ends it', async () => {
    const who = await buyer();
    const api = shop.callerFor(who).standingOrder;
    const variantId = await size('Rhythm', 100);
    const so = await api.create({
      lines: [{ variantId, quantity: 1 }],
      frequency: 'weekly',
      nextRunDate: tomorrow,
      endDate: addDays(tomorrow, 14),
    });
    const id = so?.id as string;
    expect(await api.skipNext({ id })).toMatchObject({ skipped: tomorrow, nextRunDate: addDays(tomorrow, 7) });
    await runStandingOrders(shop.deps, on(tomorrow));
    expect(await ordersOf(who)).toHaveLength(0);

    await api.pause({ id });
    await runStandingOrders(shop.deps, on(addDays(tomorrow, 7)));
    expect(await ordersOf(who)).toHaveLength(0);
    // Resumed (today, in the test's clock), the next run is the first on the rhythm after today.
    expect(await api.resume({ id })).toMatchObject({ status: 'active', nextRunDate: addDays(tomorrow, 7) });

    await api.update({
      id,
      lines: [{ variantId, quantity: 6 }],
      frequency: 'weekly',
      nextRunDate: addDays(tomorrow, 7),
      endDate: addDays(tomorrow, 14),
      poNumber: null,
    });
    await runStandingOrders(shop.deps, on(addDays(tomorrow, 7)));
    const placed = await ordersOf(who);
    expect(placed).toHaveLength(1);
    const items = await db()
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, placed[0]?.id as string));
    expect(items.map((i) => i.quantity)).toEqual([6]);

    await runStandingOrders(shop.deps, on(addDays(tomorrow, 14)));
    expect(await ordersOf(who)).toHaveLength(2);
    expect(await standing(id)).toMatchObject({ status: 'ended' });
    await expect(api.pause({ id })).rejects.toThrow('Standing order not found.');

    const other = await api.create({ lines: [{ variantId, quantity: 1 }], frequency: 'weekly', nextRunDate: tomorrow });
    await api.cancel({ id: other?.id as string });
    await runStandingOrders(shop.deps, on(tomorrow));
    expect(await ordersOf(who)).toHaveLength(2);
  });

  it('reminds the buyer once, two days before each run', async () => {
    const who = await buyer();
    const variantId = await size('Remind', 100);
    const inThree = addDays(today, 3);
    await shop
      .callerFor(who)
      .standingOrder.create({ lines: [{ variantId, quantity: 2 }], frequency: 'weekly', nextRunDate: inThree });
    const reminders = () => mailsTo(who.email, 'Your standing order will be placed on %');
    await sendStandingOrderReminders(shop.deps, on(today));
    expect(await reminders()).toHaveLength(0);
    for (const day of [1, 1, 2, 3]) await sendStandingOrderReminders(shop.deps, on(addDays(today, day)));
    const [reminder, ...more] = await reminders();
    expect(more).toHaveLength(0);
    expect(reminder?.text).toContain('2 × Remind 500g');
    await runStandingOrders(shop.deps, on(inThree));
    await sendStandingOrderReminders(shop.deps, on(addDays(inThree, 5)));
    await sendStandingOrderReminders(shop.deps, on(addDays(inThree, 6)));
    expect(await reminders()).toHaveLength(2);
  });
});

describe('the production forecast', () => {
  it('counts an active standing order’s bags at each run in the next 30 days, and drops a paused one', async () => {
    const who = await buyer();
    const variantId = await size('Forecast Smoked', 100);
    const created = await shop.callerFor(who).standingOrder.create({
      lines: [{ variantId, quantity: 6 }],
      frequency: 'weekly',
      nextRunDate: tomorrow,
    });
    const forecastRow = async () =>
      (await shop.callerFor(admin).adminSubscriptions.forecast()).rows.find((row) => row.variety === 'Forecast Smoked');
    // Weekly from tomorrow: days 1, 8, 15, 22 and 29 from today: one run in 7 days, two in 14, five in 30.
    expect(await forecastRow()).toEqual({
      variety: 'Forecast Smoked',
      weight: '500g',
      moisture: 'wet',
      next7: 6,
      next14: 12,
      next30: 30,
    });
    await db()
      .update(standingOrders)
      .set({ status: 'paused' })
      .where(eq(standingOrders.id, created?.id as string));
    expect(await forecastRow()).toBeUndefined();
  });
});
