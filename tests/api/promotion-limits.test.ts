import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROMOTIONS } from '../../server/db/demo-data';
import { orders, productVariants, promotionRedemptions, promotions } from '../../server/db/schema/index';
import { placeOrderAs } from '../support/admin';
import { type MadeUser, makeProduct, makePromotion, makeUser } from '../support/factories';
import { createTestShop, type TestShop } from '../support/test-shop';

let shop: TestShop;
let productId: string;
let admin: MadeUser;
beforeAll(async () => {
  shop = await createTestShop();
  productId = (await makeProduct(shop.database.db, { variants: { '250g': { priceNetPence: 832, stock: 1000 } } })).id;
  admin = await makeUser(shop.database.db, { role: 'admin' });
  // The seeded WELCOME10, as the demo data defines it.
  const welcome = DEMO_PROMOTIONS.find((p) => p.code === 'WELCOME10');
  await makePromotion(shop.database.db, welcome);
});
afterAll(() => shop.close());

const db = () => shop.database.db;
const bags = () => [{ productId, weight: '250g' as const, quantity: 2 }];

async function ordersOf(userId: string) {
  const [row] = await db().select({ value: count() }).from(orders).where(eq(orders.userId, userId));
  return row?.value ?? 0;
}
async function promotion(code: string) {
  const [row] = await db().select().from(promotions).where(eq(promotions.code, code));
  return row;
}
async function stock250() {
  const [row] = await db()
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), eq(productVariants.weight, '250g')));
  return row?.stock;
}

describe("'Once per customer' (WELCOME10)", () => {
  it('is on for the seeded WELCOME10', () => {
    expect(DEMO_PROMOTIONS.find((p) => p.code === 'WELCOME10')).toMatchObject({ oncePerCustomer: true });
  });

  it('a second WELCOME10 order by the same customer is refused with a clear message, at checkout and on placing', async () => {
    const me = await makeUser(db());
    const first = await placeOrderAs(shop, me, bags(), { promotionCode: 'WELCOME10' });
    const [placed] = await db().select().from(orders).where(eq(orders.id, first.orderId));
    expect(placed?.discountPence).toBeGreaterThan(0);
    const usesAfterFirst = (await promotion('WELCOME10'))?.currentUses;

    // The checkout's code check says so before placing.
    await shop.callerFor(me).cart.merge({ lines: bags().map((l) => ({ ...l, moisture: 'wet' as const })) });
    const quote = await shop.callerFor(me).order.quote({ promotionCode: 'welcome10' });
    expect(quote.promotion).toEqual({ ok: false, message: 'You have already used this code.' });

    const stockBefore = await stock250();
    await expect(
      shop.callerFor(me).order.place({
        idempotencyKey: crypto.randomUUID(),
        shipping: { fullName: 'Mary Maker', address1: '12 High Street', city: 'Leeds', postcode: 'LS1 4AP' },
        promotionCode: 'WELCOME10',
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: 'You have already used this code.' });
    // Refused, not placed at full price: no order, no stock taken, no use counted.
    expect(await ordersOf(me.id)).toBe(1);
    expect(await stock250()).toBe(stockBefore);
    expect((await promotion('WELCOME10'))?.currentUses).toBe(usesAfterFirst);

    // Another customer still may.
    const other = await makeUser(db());
    await expect(placeOrderAs(shop, other, bags(), { promotionCode: 'WELCOME10' })).resolves.toMatchObject({
      status: 'awaiting_payment',
    });
  });

  it('a cancelled order gives the use back, so the customer may use the code again', async () => {
    const me = await makeUser(db());
    const first = await placeOrderAs(shop, me, bags(), { promotionCode: 'WELCOME10' });
    await shop.callerFor(admin).adminOrders.transition({ id: first.orderId, to: 'cancelled' });
    expect(await db().select().from(promotionRedemptions).where(eq(promotionRedemptions.orderId, first.orderId))).toEqual([]);
    await expect(placeOrderAs(shop, me, bags(), { promotionCode: 'WELCOME10' })).resolves.toMatchObject({ replayed: false });
  });

  it('without the switch a customer may use a code again', async () => {
    await makePromotion(db(), { code: 'AGAIN10' });
    const me = await makeUser(db());
    await placeOrderAs(shop, me, bags(), { promotionCode: 'AGAIN10' });
    await expect(placeOrderAs(shop, me, bags(), { promotionCode: 'AGAIN10' })).resolves.toMatchObject({ replayed: false });
  });
});

describe("'First orders only'", () => {
  it('refuses a customer with an earlier order, at checkout and on placing; a new customer may use it', async () => {
    await makePromotion(db(), { code: 'FIRSTBITE', firstOrderOnly: true });
    const regular = await makeUser(db());
    await placeOrderAs(shop, regular, bags());
    await shop.callerFor(regular).cart.merge({ lines: bags().map((l) => ({ ...l, moisture: 'wet' as const })) });
    expect((await shop.callerFor(regular).order.quote({ promotionCode: 'FIRSTBITE' })).promotion).toEqual({
      ok: false,
      message: 'This code is for first orders only.',
    });
    await expect(placeOrderAs(shop, regular, bags(), { promotionCode: 'FIRSTBITE' })).rejects.toMatchObject({
      message: 'This code is for first orders only.',
    });
    expect(await ordersOf(regular.id)).toBe(1);

    const newcomer = await makeUser(db());
    await expect(placeOrderAs(shop, newcomer, bags(), { promotionCode: 'FIRSTBITE' })).resolves.toMatchObject({
      replayed: false,
    });
    await expect(placeOrderAs(shop, newcomer, bags(), { promotionCode: 'FIRSTBITE' })).rejects.toMatchObject({
      message: 'This code is for first orders only.',
    });
  });
});

describe('promotion form', () => {
  it('stores both switches and returns them in the list', async () => {
    const created = await shop.callerFor(admin).promotion.create({
      code: 'ONCEFIRST',
      discountType: 'percentage',
      discountValue: 15,
      oncePerCustomer: true,
      firstOrderOnly: true,
    });
    expect(created).toMatchObject({ oncePerCustomer: true, firstOrderOnly: true });
    const listed = (await shop.callerFor(admin).promotion.list()).find((p) => p.code === 'ONCEFIRST');
    expect(listed).toMatchObject({ oncePerCustomer: true, firstOrderOnly: true });
    const updated = await shop.callerFor(admin).promotion.update({
      id: created.id,
      code: 'ONCEFIRST',
      discountType: 'percentage',
      discountValue: 15,
      oncePerCustomer: false,
    });
    expect(updated).toMatchObject({ oncePerCustomer: false, firstOrderOnly: false });
  });
});
