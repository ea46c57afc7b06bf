import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emailOutbox,
  invoices,
  orderItems,
  orders,
  products,
  productVariants,
  subscriptions,
  user,
} from '../../server/db/schema/index';
import { runRenewals } from '../../server/modules/subscription/renewals';
import { nextDeliveryAfter } from '../../shared/subscriptions';
import { makeProduct, makeUser } from '../support/factories';
import { createTestShop, type TestShop } from '../support/test-shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
  await makeProduct(shop.database.db, { name: 'Chilli', variants: { '250g': { stock: 100 } } });
  await makeProduct(shop.database.db, { name: 'Garlic', variants: { '250g': { stock: 1 } } });
});
afterAll(() => shop.close());

const db = () => shop.database.db;
const TODAY = '2026-11-22';
const delivery = { fullName: 'Rita Renew', address1: '3 Mill Street', city: 'Bath', postcode: 'BA1 1AA' };

async function subscriber(bags: string[], overrides: { emailVerified?: boolean } = {}) {
  const me = await makeUser(db(), overrides);
  const sub = await shop
    .callerFor({ ...me, session: { ...me.session, user: { ...me.session.user, emailVerified: true } } })
    .subscription.create({
      planName: bags.length === 1 ? 'The Scout' : 'The Knight',
      weight: '250g',
      frequency: 'Weekly',
      bags: bags.map((variety) => ({ variety, moisture: 'wet' as const, fat: 'lean' as const })),
      delivery,
    });
  await db().update(subscriptions).set({ nextDeliveryAt: TODAY }).where(eq(subscriptions.id, sub.id));
  return { me, sub };
}

const ordersOf = (subscriptionId: string) => db().select().from(orders).where(eq(orders.subscriptionId, subscriptionId));

describe('subscription renewals', () => {
  it('creates one order per due subscription and period, takes stock, invoices, emails and moves the date', async () => {
    const { me, sub } = await subscriber(['Chilli']);
    const first = await runRenewals(shop.deps, TODAY);
    expect(first.renewed).toBeGreaterThanOrEqual(1);
    const again = await runRenewals(shop.deps, TODAY);
    expect(again).toEqual({ renewed: 0, held: 0, skipped: 0 });

    const made = await ordersOf(sub.id);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      source: 'subscription',
      renewalPeriod: TODAY,
      totalPence: 999 + 395,
      shippingPence: 395,
      holdReason: null,
    });
    const items = await db()
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, made[0]?.id as string));
    expect(items.map((i) => [i.productName, i.weight, i.lineTotalPence])).toEqual([['Chilli', '250g', 999]]);
    expect(
      await db()
        .select()
        .from(invoices)
        .where(eq(invoices.orderId, made[0]?.id as string)),
    ).toHaveLength(1);
    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(row?.nextDeliveryAt).toBe(nextDeliveryAfter(TODAY, 'Weekly'));
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.to, me.email));
    expect(mails.map((m) => m.subject)).toContain('Your The Scout box is on its way to the kitchen');
  });

  it('holds the order with a reason when a bag is out of stock, and tells the customer and the admins', async () => {
    const admin = await makeUser(db(), { role: 'admin' });
    const { me, sub } = await subscriber(['Chilli', 'Garlic']);
    // Garlic sells out after the customer chose it (a subscription cannot start with a sold-out variety).
    await db()
      .update(productVariants)
      .set({ stock: 0 })
      .where(
        inArray(productVariants.productId, db().select({ id: products.id }).from(products).where(eq(products.name, 'Garlic'))),
      );
    const [chilliBefore] = await db()
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(products.name, 'Chilli'));
    const run = await runRenewals(shop.deps, TODAY);
    expect(run.held).toBe(1);
    const [held] = await ordersOf(sub.id);
    expect(held?.holdReason).toBe('Garlic 250g is out of stock');
    const [chilliAfter] = await db()
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(products.name, 'Chilli'));
    expect(chilliAfter?.stock).toBe(chilliBefore?.stock);
    const subjects = async (to: string) =>
      (await db().select().from(emailOutbox).where(eq(emailOutbox.to, to))).map((m) => m.subject);
    expect(await subjects(me.email)).toContain('Your The Knight delivery is on hold');
    expect(await subjects(admin.email)).toContain(`Subscription order #${held?.number} held`);
  });

  it('skips paused, cancelled and unverified subscribers', async () => {
    const paused = await subscriber(['Chilli']);
    await shop.callerFor(paused.me).subscription.pause({ id: paused.sub.id });
    const cancelled = await subscriber(['Chilli']);
    await shop.callerFor(cancelled.me).subscription.cancel({ id: cancelled.sub.id });
    const unverified = await subscriber(['Chilli'], { emailVerified: false });
    await runRenewals(shop.deps, TODAY);
    for (const s of [paused, cancelled, unverified]) expect(await ordersOf(s.sub.id)).toHaveLength(0);
    await db().update(user).set({ emailVerified: true }).where(eq(user.id, unverified.me.id));
    await runRenewals(shop.deps, TODAY);
    expect(await ordersOf(unverified.sub.id)).toHaveLength(1);
  });
});
