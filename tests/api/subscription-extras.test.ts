import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emailOutbox,
  orderItems,
  orders,
  productVariants,
  subscriptionExtras,
  subscriptions,
} from '../../server/db/schema/index';
import { sendRenewalReminders } from '../../server/modules/subscription/reminders';
import { runRenewals } from '../../server/modules/subscription/renewals';
import { moistureLabel } from '../../shared/constants';
import { addDays } from '../../shared/dates';
import { type MadeUser, makeProduct, makeUser } from '../support/factories';
import { outcomeOf } from '../support/procedures';
import { createTestShop, type TestShop } from '../support/test-shop';

let shop: TestShop;
let chilli: { id: string };
let garlic: { id: string };
beforeAll(async () => {
  shop = await createTestShop();
  await makeProduct(shop.database.db, { name: 'Original', variants: { '250g': { stock: 100 } } });
  // Retail 500g: £10.00 net + 20% VAT = £12.00.
  chilli = await makeProduct(shop.database.db, { name: 'Chilli', variants: { '500g': { stock: 5, priceNetPence: 1000 } } });
  garlic = await makeProduct(shop.database.db, { name: 'Garlic', variants: { '500g': { stock: 0 } } });
});
afterAll(() => shop.close());

const db = () => shop.database.db;
const DAY = '2026-12-03';
const verified = (me: MadeUser) => ({ ...me, session: { ...me.session, user: { ...me.session.user, emailVerified: true } } });

async function subscriber() {
  const me = await makeUser(db());
  const caller = shop.callerFor(verified(me));
  const sub = await caller.subscription.create({
    planName: 'The Scout',
    weight: '250g',
    frequency: 'Monthly',
    bags: [{ variety: 'Original', moisture: 'wet', fat: 'lean' }],
    delivery: { fullName: 'Ed Extra', address1: '4 Mill Lane', city: 'York', postcode: 'YO1 1AA' },
  });
  return { me, caller, sub };
}

const stockOf = async (productId: string) =>
  (await db().select().from(productVariants).where(eq(productVariants.productId, productId))).find((v) => v.weight === '500g')
    ?.stock;

describe("'Add to next box'", () => {
  it('puts a 500g Chilli in the next renewal order at its retail price, takes its stock and clears the extras', async () => {
    const { me, caller, sub } = await subscriber();
    await caller.subscription.addExtra({ id: sub.id, productId: chilli.id, weight: '500g', moisture: 'dry', quantity: 1 });
    // The same item again raises its quantity.
    const listed = await caller.subscription.addExtra({
      id: sub.id,
      productId: chilli.id,
      weight: '500g',
      moisture: 'dry',
      quantity: 1,
    });
    expect(listed).toEqual([
      { productId: chilli.id, productName: 'Chilli', weight: '500g', moisture: 'dry', quantity: 2, unitGrossPence: 1200 },
    ]);

    // The reminder before the box lists the extra.
    await db()
      .update(subscriptions)
      .set({ nextDeliveryAt: addDays(DAY, 1) })
      .where(eq(subscriptions.id, sub.id));
    await sendRenewalReminders(shop.deps, DAY);
    const [reminder] = await db().select().from(emailOutbox).where(eq(emailOutbox.to, me.email));
    expect(reminder?.text).toContain(
      `Added to this box: 2 × Chilli 500g (${moistureLabel('dry')}) (£24.00 at today's shop prices`,
    );

    const before = await stockOf(chilli.id);
    await db().update(subscriptions).set({ nextDeliveryAt: DAY }).where(eq(subscriptions.id, sub.id));
    await runRenewals(shop.deps, DAY);
    const [order] = await db().select().from(orders).where(eq(orders.subscriptionId, sub.id));
    const items = await db()
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order?.id as string));
    const line = items.find((i) => i.productName === 'Chilli');
    expect(line).toMatchObject({ weight: '500g', moisture: 'dry', quantity: 2, lineTotalPence: 2400, lineVatPence: 400 });
    expect(line?.fat).toBeNull();
    const bag = items.find((i) => i.productName === 'Original');
    expect(order?.totalPence).toBe((bag?.lineTotalPence ?? 0) + 2400 + (order?.shippingPence ?? 0));
    expect(order?.holdReason).toBeNull();
    expect(await stockOf(chilli.id)).toBe((before ?? 0) - 2);
    expect(await db().select().from(subscriptionExtras).where(eq(subscriptionExtras.subscriptionId, sub.id))).toEqual([]);
    expect(await caller.subscription.extras({ id: sub.id })).toEqual([]);
  });

  it('caps the quantity at 20 and removes an extra', async () => {
    const { caller, sub } = await subscriber();
    const key = { id: sub.id, productId: chilli.id, weight: '500g', moisture: 'wet' } as const;
    await caller.subscription.addExtra({ ...key, quantity: 15 });
    expect((await caller.subscription.addExtra({ ...key, quantity: 15 }))[0]?.quantity).toBe(20);
    expect(await outcomeOf(() => caller.subscription.addExtra({ ...key, quantity: 21 }))).toBe('BAD_REQUEST');
    expect(await caller.subscription.removeExtra(key)).toEqual([]);
  });

  it('leaves a sold-out extra out of the box and says so in the email', async () => {
    const { me, caller, sub } = await subscriber();
    await caller.subscription.addExtra({ id: sub.id, productId: garlic.id, weight: '500g', moisture: 'wet', quantity: 1 });
    await db().update(subscriptions).set({ nextDeliveryAt: DAY }).where(eq(subscriptions.id, sub.id));
    await runRenewals(shop.deps, DAY);
    const [order] = await db().select().from(orders).where(eq(orders.subscriptionId, sub.id));
    expect(order?.holdReason).toBeNull();
    const items = await db()
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order?.id as string));
    expect(items.map((i) => i.productName)).toEqual(['Original']);
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.to, me.email));
    const renewal = mails.find((m) => m.subject.includes('on its way'));
    expect(renewal?.text).toContain('Left out of this box: Garlic 500g (sold out).');
    expect(await db().select().from(subscriptionExtras).where(eq(subscriptionExtras.subscriptionId, sub.id))).toEqual([]);
  });

  it("does not let another user add to or list someone else's box", async () => {
    const { caller, sub } = await subscriber();
    await caller.subscription.addExtra({ id: sub.id, productId: chilli.id, weight: '500g', moisture: 'wet', quantity: 1 });
    const other = shop.callerFor(await makeUser(db()));
    const key = { id: sub.id, productId: chilli.id, weight: '500g', moisture: 'wet' } as const;
    expect(await outcomeOf(() => other.subscription.addExtra({ ...key, quantity: 1 }))).toBe('NOT_FOUND');
    expect(await outcomeOf(() => other.subscription.extras({ id: sub.id }))).toBe('NOT_FOUND');
    expect(await outcomeOf(() => other.subscription.removeExtra(key))).toBe('NOT_FOUND');
    expect((await caller.subscription.extras({ id: sub.id }))[0]?.quantity).toBe(1);
  });
});
