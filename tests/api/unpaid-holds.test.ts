import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartItems,
  carts,
  emailOutbox,
  invoices,
  orders,
  productVariants,
  profiles,
  promotions,
  stockMovements,
  subscriptions,
} from '../../server/db/schema/index';
import { cancelUnpaidBankTransfers, remindUnpaidBankTransfers } from '../../server/modules/payment/bank-transfer-hold';
import { updateShopSettings } from '../../server/modules/settings/service';
import { runRenewals } from '../../server/modules/subscription/renewals';
import { paymentHold } from '../../shared/working-days';
import { placeOrderAs } from '../support/admin';
import { makeProduct, makePromotion, makeUser, profileOf, shipping } from '../support/factories';
import { createTestShop, type TestShop } from '../support/test-shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

const db = () => shop.database.db;
const key = () => crypto.randomUUID();

async function stockOf(productId: string, weight: '250g' | '500g' = '500g') {
  const [v] = await db()
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), eq(productVariants.weight, weight)));
  return v?.stock;
}
const orderOf = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
const mailsTo = async (to: string) => (await db().select().from(emailOutbox).where(eq(emailOutbox.to, to))).map((m) => m.subject);
const usesOf = async (id: string) => (await db().select().from(promotions).where(eq(promotions.id, id)))[0]?.currentUses;

describe('quantity per line', () => {
  it('holds a retail cart line to 20 bags with a notice, and refuses to place a 99-bag line', async () => {
    const chilli = await makeProduct(db(), { name: 'Line Chilli', variants: { '500g': { priceNetPence: 1000, stock: 500 } } });
    const me = await makeUser(db());
    const caller = shop.callerFor(me);
    const line = { productId: chilli.id, weight: '500g' as const, moisture: 'wet' as const };

    expect(await caller.cart.merge({ lines: [{ ...line, quantity: 99 }] })).toMatchObject({
      notices: ['You can order up to 20 of Line Chilli 500g at a time, so your cart has 20.'],
    });
    expect(await caller.cart.setQuantity({ ...line, quantity: 99 })).toMatchObject({
      quantity: 20,
      notice: 'You can order up to 20 of Line Chilli 500g at a time, so your cart has 20.',
    });
    expect((await caller.cart.add(line)).quantity).toBe(20);

    // A line saved before the limit was lowered (or written around the cart) is flagged and refused at placing.
    const [cart] = await db().select().from(carts).where(eq(carts.userId, me.id));
    await db()
      .update(cartItems)
      .set({ quantity: 99 })
      .where(eq(cartItems.cartId, cart?.id as string));
    expect((await caller.cart.get()).lines[0]?.problem).toBe('You can order up to 20 of Line Chilli 500g at a time.');
    await expect(caller.order.place({ idempotencyKey: key(), shipping, paymentMethod: 'bank_transfer' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'You can order up to 20 of Line Chilli 500g at a time.',
    });
    expect(await stockOf(chilli.id)).toBe(500);
  });

  it('approved trade accounts have their own limit, which the owner can lower', async () => {
    const chilli = await makeProduct(db(), { name: 'Trade Chilli', variants: { '500g': { priceNetPence: 1000, stock: 500 } } });
    const trade = await makeUser(db(), { role: 'wholesaler' });
    const caller = shop.callerFor(trade);
    const line = { productId: chilli.id, weight: '500g' as const, moisture: 'wet' as const };
    await caller.cart.add(line);
    expect(await caller.cart.setQuantity({ ...line, quantity: 99 })).toMatchObject({ quantity: 99, notice: null });

    const admin = await makeUser(db(), { role: 'admin' });
    await updateShopSettings(db(), admin.id, { maxTradeLineQuantity: 50 });
    try {
      expect(await caller.cart.setQuantity({ ...line, quantity: 99 })).toMatchObject({ quantity: 50 });
      const [variant] = await db()
        .select()
        .from(productVariants)
        .where(and(eq(productVariants.productId, chilli.id), eq(productVariants.weight, '500g')));
      await db()
        .update(profiles)
        .set({ address1: '1 Mill Lane', city: 'Leeds', postcode: 'LS1 4AP' })
        .where(eq(profiles.userId, trade.id));
      await expect(
        caller.tradeOrder.place({ idempotencyKey: key(), lines: [{ variantId: variant?.id as string, quantity: 60 }] }),
      ).rejects.toMatchObject({ message: 'You can order up to 50 of Trade Chilli 500g at a time.' });
    } finally {
      await updateShopSettings(db(), admin.id, { maxTradeLineQuantity: 999 });
    }
  });
});

describe('unpaid orders per customer', () => {
  it('refuses a third unpaid shop order until one is paid', async () => {
    const chilli = await makeProduct(db(), { name: 'Unpaid Chilli', variants: { '500g': { priceNetPence: 1000, stock: 50 } } });
    const me = await makeUser(db());
    const line = [{ productId: chilli.id, weight: '500g' as const, quantity: 1 }];
    const first = await placeOrderAs(shop, me, line);
    await placeOrderAs(shop, me, line);
    await expect(placeOrderAs(shop, me, line)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'You have 2 unpaid orders. Please pay or cancel one before placing another.',
    });
    expect(await stockOf(chilli.id)).toBe(48);

    const admin = await makeUser(db(), { role: 'admin' });
    await shop.callerFor(admin).adminOrders.transition({ id: first.orderId, to: 'paid' });
    expect((await placeOrderAs(shop, me, line)).status).toBe('awaiting_payment');
  });

  it('a customer may cancel an unpaid order of their own, which frees its stock and a place', async () => {
    const chilli = await makeProduct(db(), { name: 'Cancel Chilli', variants: { '500g': { priceNetPence: 1000, stock: 50 } } });
    const me = await makeUser(db());
    const line = [{ productId: chilli.id, weight: '500g' as const, quantity: 5 }];
    const first = await placeOrderAs(shop, me, line);
    await placeOrderAs(shop, me, line);
    await expect(shop.callerFor(await makeUser(db())).order.cancelMine({ id: first.orderId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await shop.callerFor(me).order.cancelMine({ id: first.orderId })).toEqual({ id: first.orderId, status: 'cancelled' });
    await expect(shop.callerFor(me).order.cancelMine({ id: first.orderId })).rejects.toMatchObject({
      message: 'Only an order awaiting payment can be cancelled here. Please contact us about this one.',
    });
    expect(await stockOf(chilli.id)).toBe(45);
    expect((await placeOrderAs(shop, me, line)).status).toBe('awaiting_payment');
  });

  it('does not count trade orders on account', async () => {
    const chilli = await makeProduct(db(), { name: 'Account Chilli', variants: { '500g': { priceNetPence: 1000, stock: 50 } } });
    const trade = await makeUser(db(), { role: 'wholesaler' });
    const line = [{ productId: chilli.id, weight: '500g' as const, quantity: 1 }];
    for (let i = 0; i < 3; i++) await placeOrderAs(shop, trade, line, { paymentMethod: 'on_account' });
    expect((await placeOrderAs(shop, trade, line)).status).toBe('awaiting_payment');
  });
});

describe('the bank-transfer hold', () => {
  it('reminds once a working day before the end, then cancels the unpaid order, returning stock and the code use once', async () => {
    const chilli = await makeProduct(db(), { name: 'Hold Chilli', variants: { '500g': { priceNetPence: 1000, stock: 10 } } });
    const promo = await makePromotion(db(), { code: 'HOLD2', discountType: 'percentage', discountValue: 10, maxUses: 2 });
    const me = await makeUser(db());
    const line = [{ productId: chilli.id, weight: '500g' as const, quantity: 3 }];
    const placed = await placeOrderAs(shop, me, line, { promotionCode: 'HOLD2' });
    const second = await placeOrderAs(shop, me, line, { promotionCode: 'HOLD2' });
    expect(await stockOf(chilli.id)).toBe(4);
    expect(await usesOf(promo.id)).toBe(2);
    // Two unpaid orders have used up the 2-use code for everyone else while they are held.
    const other = await makeUser(db());
    await expect(
      placeOrderAs(shop, other, [{ productId: chilli.id, weight: '500g', quantity: 1 }], { promotionCode: 'HOLD2' }),
    ).rejects.toMatchObject({ message: 'This code has reached its usage limit' });

    const order = await orderOf(placed.orderId);
    const hold = paymentHold(order?.createdAt as Date, 3);
    expect(order?.paymentDueAt).toEqual(hold.endsAt);
    expect(order?.paymentReminderAt).toEqual(hold.remindAt);
    const [confirmation] = await db().select().from(emailOutbox).where(eq(emailOutbox.to, me.email));
    expect(confirmation?.text).toContain(
      'We hold your order for 3 working days. If we have not received your payment by the end of',
    );

    // The second order is paid in time: it is never touched.
    const admin = await makeUser(db(), { role: 'admin' });
    await shop.callerFor(admin).adminOrders.transition({ id: second.orderId, to: 'paid' });

    const justBefore = (at: Date) => new Date(at.getTime() - 1);
    expect(await remindUnpaidBankTransfers(shop.deps, justBefore(hold.remindAt))).toBe(0);
    const reminders = await Promise.all([
      remindUnpaidBankTransfers(shop.deps, hold.remindAt),
      remindUnpaidBankTransfers(shop.deps, hold.remindAt),
    ]);
    expect(reminders[0] + reminders[1]).toBeGreaterThanOrEqual(1);
    const reminderSubject = `Reminder: please pay for order #${order?.number} by `;
    expect((await mailsTo(me.email)).filter((s) => s.startsWith(reminderSubject))).toHaveLength(1);

    expect(await cancelUnpaidBankTransfers(shop.deps, justBefore(hold.endsAt))).toBe(0);
    expect((await orderOf(placed.orderId))?.status).toBe('awaiting_payment');
    // Two runs at once (two instances): the order is cancelled and its goods returned once.
    await Promise.all([cancelUnpaidBankTransfers(shop.deps, hold.endsAt), cancelUnpaidBankTransfers(shop.deps, hold.endsAt)]);
    await cancelUnpaidBankTransfers(shop.deps, new Date(hold.endsAt.getTime() + 86_400_000));

    expect(await orderOf(placed.orderId)).toMatchObject({ status: 'cancelled', paymentReminderAt: null });
    expect((await orderOf(second.orderId))?.status).toBe('paid');
    expect(await stockOf(chilli.id)).toBe(7);
    const moved = await db().select().from(stockMovements).where(eq(stockMovements.orderId, placed.orderId));
    expect(moved.map((m) => m.delta).sort()).toEqual([-3, 3]);
    expect(await usesOf(promo.id)).toBe(1);
    const [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, placed.orderId));
    expect(invoice?.status).toBe('void');
    expect((await mailsTo(me.email)).filter((s) => s === `Order #${order?.number} has been cancelled`)).toHaveLength(1);
    // The code's use is back for another shopper.
    const theirs = await placeOrderAs(shop, other, [{ productId: chilli.id, weight: '500g', quantity: 1 }], {
      promotionCode: 'HOLD2',
    });
    expect(theirs.status).toBe('awaiting_payment');
  });

  it('a reminder run that comes after the hold has ended sends no reminder, only the cancellation', async () => {
    const chilli = await makeProduct(db(), { name: 'Late Chilli', variants: { '500g': { priceNetPence: 1000, stock: 10 } } });
    const me = await makeUser(db());
    const placed = await placeOrderAs(shop, me, [{ productId: chilli.id, weight: '500g', quantity: 1 }]);
    const dueAt = (await orderOf(placed.orderId))?.paymentDueAt as Date;
    await remindUnpaidBankTransfers(shop.deps, dueAt);
    await cancelUnpaidBankTransfers(shop.deps, dueAt);
    const subjects = await mailsTo(me.email);
    expect(subjects.filter((s) => s.startsWith('Reminder:'))).toEqual([]);
    expect(subjects.filter((s) => s.endsWith('has been cancelled'))).toHaveLength(1);
  });

  it('an admin cancel racing the end of the hold returns the goods once', async () => {
    const chilli = await makeProduct(db(), { name: 'Race Chilli', variants: { '500g': { priceNetPence: 1000, stock: 10 } } });
    const me = await makeUser(db());
    const placed = await placeOrderAs(shop, me, [{ productId: chilli.id, weight: '500g', quantity: 4 }]);
    const dueAt = (await orderOf(placed.orderId))?.paymentDueAt as Date;
    const admin = await makeUser(db(), { role: 'admin' });
    const results = await Promise.allSettled([
      cancelUnpaidBankTransfers(shop.deps, dueAt),
      shop.callerFor(admin).adminOrders.transition({ id: placed.orderId, to: 'cancelled' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled').length).toBeGreaterThanOrEqual(1);
    expect((await orderOf(placed.orderId))?.status).toBe('cancelled');
    expect(await stockOf(chilli.id)).toBe(10);
  });

  it('a subscription box paid by bank transfer (no saved card) does not keep its stock unpaid', async () => {
    await makeProduct(db(), { name: 'Renewal Chilli', variants: { '250g': { stock: 5 } } });
    const me = await makeUser(db());
    const sub = await shop.callerFor(me).subscription.create({
      planName: 'The Scout',
      weight: '250g',
      frequency: 'Weekly',
      bags: [{ variety: 'Renewal Chilli', moisture: 'wet', fat: 'lean' }],
      delivery: shipping,
    });
    await db().update(subscriptions).set({ nextDeliveryAt: '2026-11-22' }).where(eq(subscriptions.id, sub.id));
    await runRenewals(shop.deps, '2026-11-22');
    const [renewal] = await db().select().from(orders).where(eq(orders.subscriptionId, sub.id));
    const renewalChilli = (await db().select().from(productVariants).where(eq(productVariants.weight, '250g'))).find(
      (v) => v.stock === 4,
    );
    expect(renewal).toMatchObject({ paymentMethod: 'bank_transfer', status: 'awaiting_payment' });
    expect(renewal?.paymentDueAt).toBeInstanceOf(Date);
    expect(renewalChilli).toBeDefined();

    await cancelUnpaidBankTransfers(shop.deps, renewal?.paymentDueAt as Date);
    expect((await orderOf(renewal?.id as string))?.status).toBe('cancelled');
    const [back] = await db()
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, renewalChilli?.id as string));
    expect(back?.stock).toBe(5);
  });
});

describe('subscriptions per plan', () => {
  it('allows two active or paused subscriptions to one plan, and refuses a third', async () => {
    await makeProduct(db(), { name: 'Plan Chilli' });
    const me = await makeUser(db());
    const caller = shop.callerFor(me).subscription;
    const scout = {
      planName: 'The Scout',
      weight: '500g' as const,
      frequency: 'Monthly' as const,
      bags: [{ variety: 'Plan Chilli', moisture: 'wet' as const, fat: 'lean' as const }],
      delivery: shipping,
    };
    const first = await caller.create(scout);
    await caller.create(scout);
    await caller.pause({ id: first.id });
    await expect(caller.create(scout)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'You already have 2 active or paused subscriptions to The Scout. Please cancel one before starting another.',
    });
    await caller.cancel({ id: first.id });
    expect((await caller.create(scout)).status).toBe('active');
    expect(await profileOf(db(), me.id)).toBeTruthy();
  });
});
