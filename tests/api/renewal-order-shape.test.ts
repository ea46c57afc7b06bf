import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orderItems, orders, productVariants, stockMovements, subscriptions } from '../../server/db/schema/index';
import { runRenewals } from '../../server/modules/subscription/renewals';
import type { Weight } from '../../shared/constants';
import { placeOrderAs } from '../support/admin';
import { type MadeUser, makeProduct, makeUser } from '../support/factories';
import { createTestShop, type TestShop } from '../support/test-shop';

// A renewal and a checkout order must be written by the same code: the same item snapshot columns, one
// stock movement per variant and one first event, filled the same way. Only what belongs to a subscription
// box differs (a bag's fat, the movement's reason, the system as actor), and that is asserted exactly.

let shop: TestShop;
const varieties = ['Shape Original', 'Shape Chilli', 'Shape Garlic'];
const bags: string[] = [];
let extra: { id: string };
beforeAll(async () => {
  shop = await createTestShop();
  for (const name of varieties) {
    bags.push((await makeProduct(shop.database.db, { name, variants: { '250g': { stock: 20 } } })).id);
  }
  extra = await makeProduct(shop.database.db, {
    name: 'Shape Peri-Peri',
    variants: { '500g': { stock: 20, priceNetPence: 1000 } },
  });
});
afterAll(() => shop.close());

const db = () => shop.database.db;
const TODAY = '2027-02-10';
const verified = (me: MadeUser) => ({ ...me, session: { ...me.session, user: { ...me.session.user, emailVerified: true } } });

/** Which columns a row fills and with what kind of value: what must not differ between two writers. */
const shapeOf = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).map(([column, value]) => [
      column,
      value === null ? 'null' : value instanceof Date ? 'date' : typeof value,
    ]),
  );

async function rowsOf(orderId: string) {
  const items = await db().select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const movements = await db()
    .select()
    .from(stockMovements)
    .where(eq(stockMovements.orderId, orderId))
    .orderBy(asc(stockMovements.variantId));
  const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
  return { items, movements, events };
}

async function stockByVariant() {
  const rows = await db().select({ id: productVariants.id, stock: productVariants.stock }).from(productVariants);
  return new Map(rows.map((r) => [r.id, r.stock]));
}

describe('a renewal is written as a checkout order is', () => {
  it('three bags of different varieties and one extra: the same item, stock movement and event rows', async () => {
    // The same goods bought at checkout: one 250g bag of each variety and two dry 500g of the extra.
    const buyer = await makeUser(db());
    const beforeShop = await stockByVariant();
    const placed = await placeOrderAs(shop, buyer, [
      ...bags.map((productId) => ({ productId, weight: '250g' as Weight, quantity: 1 })),
      { productId: extra.id, weight: '500g', quantity: 2, moisture: 'dry' },
    ]);
    const shopOrder = await rowsOf(placed.orderId);

    // A three-bag box of the same varieties, with the same extra added to it.
    const subscriber = await makeUser(db());
    const caller = shop.callerFor(verified(subscriber));
    const sub = await caller.subscription.create({
      planName: 'The Monarch',
      weight: '250g',
      frequency: 'Monthly',
      bags: varieties.map((variety, i) => ({ variety, moisture: 'wet' as const, fat: i === 1 ? 'with-fat' : 'lean' })),
      delivery: { fullName: 'Sam Shape', address1: '1 Mill Row', city: 'Hull', postcode: 'HU1 1AA' },
    });
    await caller.subscription.addExtra({ id: sub.id, productId: extra.id, weight: '500g', moisture: 'dry', quantity: 2 });
    await db().update(subscriptions).set({ nextDeliveryAt: TODAY }).where(eq(subscriptions.id, sub.id));
    const beforeRenewal = await stockByVariant();
    expect(await runRenewals(shop.deps, TODAY)).toMatchObject({ renewed: 1, held: 0 });
    const [renewal] = await db().select().from(orders).where(eq(orders.subscriptionId, sub.id));
    expect(renewal?.holdReason).toBeNull();
    const renewed = await rowsOf(renewal?.id as string);

    // Item snapshots: the same lines in the same order, each filling the same columns; a bag also keeps its fat.
    const key = (i: (typeof shopOrder.items)[number]) => [
      i.productId,
      i.variantId,
      i.productName,
      i.weight,
      i.moisture,
      i.quantity,
    ];
    expect(renewed.items.map(key)).toEqual(shopOrder.items.map(key));
    expect(renewed.items.map((i) => i.fat)).toEqual(['lean', 'with-fat', 'lean', null]);
    expect(shopOrder.items.map((i) => i.fat)).toEqual([null, null, null, null]);
    expect(renewed.items.map((i) => shapeOf({ ...i, fat: null }))).toEqual(shopOrder.items.map(shapeOf));
    for (const item of renewed.items) expect(item.lineNetPence + item.lineVatPence).toBe(item.lineTotalPence);
    // The extra is priced at retail, as the shop prices it.
    const pick = (rows: typeof shopOrder.items) => rows.find((i) => i.productId === extra.id);
    expect(pick(renewed.items)).toMatchObject({
      unitNetPence: pick(shopOrder.items)?.unitNetPence,
      lineNetPence: pick(shopOrder.items)?.lineNetPence,
      lineVatPence: pick(shopOrder.items)?.lineVatPence,
      lineTotalPence: 2400,
    });

    // Stock: one movement per variant, taking what the items say, as checkout does.
    const moved = (rows: typeof shopOrder.movements) => rows.map((m) => [m.variantId, m.delta]);
    expect(moved(renewed.movements)).toEqual(moved(shopOrder.movements));
    expect(moved(renewed.movements)).toHaveLength(4);
    expect(renewed.movements.map(shapeOf)).toEqual(shopOrder.movements.map(shapeOf));
    expect(new Set(shopOrder.movements.map((m) => `${m.reason}:${m.actorUserId}`))).toEqual(new Set([`order:${buyer.id}`]));
    expect(new Set(renewed.movements.map((m) => `${m.reason}:${m.actorUserId}`))).toEqual(
      new Set(['subscription renewal:system']),
    );
    const afterRenewal = await stockByVariant();
    for (const [variantId, delta] of moved(shopOrder.movements) as [string, number][]) {
      expect(afterRenewal.get(variantId)).toBe((beforeRenewal.get(variantId) ?? 0) + delta);
      expect(beforeRenewal.get(variantId)).toBe((beforeShop.get(variantId) ?? 0) + delta);
    }

    // One first event each, filled alike.
    expect(renewed.events).toHaveLength(1);
    expect(shopOrder.events).toHaveLength(1);
    expect(renewed.events.map(shapeOf)).toEqual(shopOrder.events.map(shapeOf));
    expect(renewed.events[0]).toMatchObject({
      status: 'awaiting_payment',
      note: `Subscription renewal for ${TODAY}`,
      actorUserId: 'system',
    });
  });
});
