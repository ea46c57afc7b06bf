import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invoices, orderEvents, orders, payments, productVariants, promotions } from '../../server/db/schema/index';
import { expireUnpaidCardOrders } from '../../server/modules/payment/expiry';
import { formatGBP } from '../../shared/money';
import { placeOrderAs } from '../support/admin';
import { makeProduct, makePromotion, makeUser } from '../support/factories';
import { deliverWebhook, TEST_CARDS } from '../support/stripe-double';
import { interceptStripe, TEST_STRIPE } from '../support/stripe-msw';
import { createTestShop, type TestShop } from '../support/test-shop';

let shop: TestShop;
let url: string;
let stripe: ReturnType<typeof interceptStripe>;
beforeAll(async () => {
  stripe = interceptStripe();
  shop = await createTestShop({ stripe: TEST_STRIPE });
  url = await shop.listen();
});
afterAll(async () => {
  await shop.close();
  stripe.close();
});

const db = () => shop.database.db;
const MINUTE = 60_000;

async function stockOf(productId: string) {
  const [v] = await db()
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), eq(productVariants.weight, '500g')));
  return v?.stock;
}
async function intentOf(orderId: string) {
  const [p] = await db().select().from(payments).where(eq(payments.orderId, orderId));
  return p?.paymentIntentId as string;
}
const orderOf = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0];

describe('unpaid card orders expire after 30 minutes', () => {
  it('releases stock and the promotion use, voids the invoice and cancels the PaymentIntent (never charged)', async () => {
    const product = await makeProduct(db(), { variants: { '500g': { priceNetPence: 1000, stock: 10 } } });
    const promo = await makePromotion(db(), { code: 'EXPIRE10', discountType: 'percentage', discountValue: 10, maxUses: 5 });
    const me = await makeUser(db());
    const placed = await placeOrderAs(shop, me, [{ productId: product.id, weight: '500g', quantity: 3 }], {
      paymentMethod: 'card',
      promotionCode: 'EXPIRE10',
    });
    expect(await stockOf(product.id)).toBe(7);
    const placedAt = (await orderOf(placed.orderId))?.createdAt as Date;

    // 29 minutes in: still held for the customer, who can retry with the same order.
    expect((await expireUnpaidCardOrders(shop.deps, new Date(placedAt.getTime() + 29 * MINUTE))).expired).toBe(0);
    const retry = await shop.callerFor(me).payment.start({ orderId: placed.orderId });
    expect(retry.clientSecret).toBe(placed.clientSecret);

    // Just past 30 minutes: PostgreSQL keeps created_at in microseconds, the Date read back holds milliseconds.
    const run = await expireUnpaidCardOrders(shop.deps, new Date(placedAt.getTime() + 30 * MINUTE + 1));
    expect(run.expired).toBeGreaterThanOrEqual(1);
    expect((await orderOf(placed.orderId))?.status).toBe('expired');
    expect(await stockOf(product.id)).toBe(10);
    const [promotion] = await db().select().from(promotions).where(eq(promotions.id, promo.id));
    expect(promotion?.currentUses).toBe(0);
    const [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, placed.orderId));
    expect(invoice?.status).toBe('void');
    expect(stripe.double.intents.get(await intentOf(placed.orderId))?.status).toBe('canceled');
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, placed.orderId));
    expect(events.at(-1)).toMatchObject({ status: 'expired' });

    // The expired order cannot be paid any more; running again changes nothing.
    await expect(shop.callerFor(me).payment.start({ orderId: placed.orderId })).rejects.toMatchObject({
      message: 'This order has expired. Please place a new order.',
    });
    await expireUnpaidCardOrders(shop.deps, new Date(placedAt.getTime() + 60 * MINUTE));
    expect(await stockOf(product.id)).toBe(10);
  });

  it('an order paid just before expiry is settled as paid, not expired', async () => {
    const product = await makeProduct(db(), { variants: { '500g': { priceNetPence: 1000, stock: 10 } } });
    const me = await makeUser(db());
    const placed = await placeOrderAs(shop, me, [{ productId: product.id, weight: '500g', quantity: 1 }], {
      paymentMethod: 'card',
    });
    stripe.double.confirm(await intentOf(placed.orderId), TEST_CARDS.visa); // the webhook has not arrived yet
    const placedAt = (await orderOf(placed.orderId))?.createdAt as Date;
    await expireUnpaidCardOrders(shop.deps, new Date(placedAt.getTime() + 31 * MINUTE));
    expect((await orderOf(placed.orderId))?.status).toBe('paid');
    expect(await stockOf(product.id)).toBe(9);
  });
});

describe('a customer cancels an unpaid card order', () => {
  it('cancels the PaymentIntent first, so the order can no longer be charged, and returns the stock', async () => {
    const product = await makeProduct(db(), { variants: { '500g': { priceNetPence: 1000, stock: 10 } } });
    const me = await makeUser(db());
    const placed = await placeOrderAs(shop, me, [{ productId: product.id, weight: '500g', quantity: 2 }], {
      paymentMethod: 'card',
    });
    await shop.callerFor(me).order.cancelMine({ id: placed.orderId });
    expect((await orderOf(placed.orderId))?.status).toBe('cancelled');
    expect(stripe.double.intents.get(await intentOf(placed.orderId))?.status).toBe('canceled');
    expect(await stockOf(product.id)).toBe(10);
    await expect(shop.callerFor(me).payment.start({ orderId: placed.orderId })).rejects.toMatchObject({
      message: 'This order was cancelled. Please place a new order.',
    });
  });
});

describe('refunds', () => {
  async function paidOrder(quantity: number) {
    const product = await makeProduct(db(), { variants: { '500g': { priceNetPence: 1000, stock: 20 } } });
    const me = await makeUser(db());
    const placed = await placeOrderAs(shop, me, [{ productId: product.id, weight: '500g', quantity }], { paymentMethod: 'card' });
    const intentId = await intentOf(placed.orderId);
    stripe.double.confirm(intentId, TEST_CARDS.visa);
    await deliverWebhook(
      url,
      stripe.double.event('payment_intent.succeeded', stripe.double.intents.get(intentId) ?? {}),
      TEST_STRIPE.webhookSecret,
    );
    expect((await orderOf(placed.orderId))?.status).toBe('paid');
    return { product, placed, intentId };
  }
  const refunded = (intentId: string) =>
    deliverWebhook(url, stripe.double.event('charge.refunded', stripe.double.chargeOf(intentId)), TEST_STRIPE.webhookSecret);

  it('partial then full refund through Stripe with idempotency keys; stock returns only when refunded in full', async () => {
    const admin = await makeUser(db(), { role: 'admin' });
    const { product, placed, intentId } = await paidOrder(2);
    const caller = shop.callerFor(admin);
    const rest = placed.totalPence - 500;

    const partial = await caller.payment.refund({ orderId: placed.orderId, amountPence: 500 });
    expect(partial).toMatchObject({ amountPence: 500, status: 'succeeded' });
    const refundRequest = stripe.double.requests.filter((r) => r.path === '/v1/refunds').at(-1);
    expect(refundRequest?.idempotencyKey).toBe(`refund:${placed.orderId}:0:500`);
    expect(await (await refunded(intentId)).json()).toMatchObject({ outcome: 'unchanged' });
    expect((await db().select().from(payments).where(eq(payments.paymentIntentId, intentId)))[0]?.refundedPence).toBe(500);
    expect(await stockOf(product.id)).toBe(18);
    // Partly refunded, the order carries on as it was.
    expect((await orderOf(placed.orderId))?.status).toBe('paid');

    await expect(caller.payment.refund({ orderId: placed.orderId, amountPence: rest + 1 })).rejects.toMatchObject({
      message: `Enter an amount between £0.01 and ${formatGBP(rest)}.`,
    });
    await caller.payment.refund({ orderId: placed.orderId, amountPence: 'full' });
    await refunded(intentId);
    expect((await db().select().from(payments).where(eq(payments.paymentIntentId, intentId)))[0]?.refundedPence).toBe(
      placed.totalPence,
    );
    expect(await stockOf(product.id)).toBe(20);
    // Refunded in full, it is final: it cannot be packed or shipped any more.
    expect((await orderOf(placed.orderId))?.status).toBe('refunded');
    await expect(caller.adminOrders.transition({ id: placed.orderId, to: 'packed' })).rejects.toThrow();
    await expect(caller.payment.refund({ orderId: placed.orderId, amountPence: 'full' })).rejects.toMatchObject({
      message: 'This payment has already been refunded in full.',
    });

    const notes = (await db().select().from(orderEvents).where(eq(orderEvents.orderId, placed.orderId))).map((e) => e.note);
    expect(notes).toEqual(
      expect.arrayContaining([
        'Refund of £5.00 requested',
        'Refunded £5.00 to the card',
        `Refund of ${formatGBP(rest)} requested`,
        `Refunded ${formatGBP(rest)} to the card (refunded in full); 2 units back in stock`,
      ]),
    );
    const actions = (await db().select().from(auditLog).where(eq(auditLog.targetId, placed.orderId))).map((a) => a.action);
    expect(actions.filter((a) => a === 'payment.refund')).toHaveLength(2);
    expect(actions.filter((a) => a === 'payment.refunded')).toHaveLength(2);
  });

  it('a full refund in one go returns the stock once even if charge.refunded is delivered again', async () => {
    const admin = await makeUser(db(), { role: 'admin' });
    const { product, placed, intentId } = await paidOrder(3);
    await shop.callerFor(admin).payment.refund({ orderId: placed.orderId, amountPence: 'full' });
    const event = stripe.double.event('charge.refunded', stripe.double.chargeOf(intentId));
    await deliverWebhook(url, event, TEST_STRIPE.webhookSecret);
    await deliverWebhook(url, event, TEST_STRIPE.webhookSecret);
    await refunded(intentId); // a different event id with the same running total
    expect(await stockOf(product.id)).toBe(20);
  });

  it('only admins refund', async () => {
    const { placed } = await paidOrder(1);
    const customer = await makeUser(db());
    await expect(shop.callerFor(customer).payment.refund({ orderId: placed.orderId, amountPence: 'full' })).rejects.toMatchObject(
      {
        code: 'FORBIDDEN',
      },
    );
  });
});
