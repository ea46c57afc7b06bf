import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, orderEvents, orders, payments, stripeEvents } from '../../server/db/schema/index';
import { placeOrderAs } from '../support/admin';
import { makeProduct, makeUser } from '../support/factories';
import { deliverWebhook, TEST_CARDS } from '../support/stripe-double';
import { interceptStripe, TEST_STRIPE } from '../support/stripe-msw';
import { createTestShop, type TestShop } from '../support/test-shop';

// PostgreSQL only: ten real concurrent transactions race on the same event id.
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

describe('payment_intent.succeeded delivered concurrently', () => {
  it('10 simultaneous deliveries of one event make one transition and one email', async () => {
    const db = shop.database.db;
    const product = await makeProduct(db, { variants: { '500g': { priceNetPence: 1000, stock: 10 } } });
    const me = await makeUser(db);
    const placed = await placeOrderAs(shop, me, [{ productId: product.id, weight: '500g', quantity: 1 }], {
      paymentMethod: 'card',
    });
    const [payment] = await db.select().from(payments).where(eq(payments.orderId, placed.orderId));
    stripe.double.confirm(payment?.paymentIntentId as string, TEST_CARDS.visa);
    const event = stripe.double.event(
      'payment_intent.succeeded',
      stripe.double.intents.get(payment?.paymentIntentId as string) ?? {},
    );

    const responses = await Promise.all(Array.from({ length: 10 }, () => deliverWebhook(url, event, TEST_STRIPE.webhookSecret)));
    const outcomes = await Promise.all(responses.map(async (r) => ({ status: r.status, outcome: (await r.json()).outcome })));
    expect(outcomes.every((o) => o.status === 200)).toBe(true);
    expect(outcomes.filter((o) => o.outcome === 'paid')).toHaveLength(1);
    expect(outcomes.filter((o) => o.outcome === 'duplicate')).toHaveLength(9);

    const [order] = await db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order?.status).toBe('paid');
    const paidEvents = (await db.select().from(orderEvents).where(eq(orderEvents.orderId, placed.orderId))).filter(
      (e) => e.status === 'paid',
    );
    expect(paidEvents).toHaveLength(1);
    const emails = (await db.select().from(emailOutbox).where(eq(emailOutbox.to, me.email))).filter((m) =>
      m.subject.startsWith('Payment received'),
    );
    expect(emails).toHaveLength(1);
    expect(
      await db
        .select()
        .from(stripeEvents)
        .where(eq(stripeEvents.id, event.id as string)),
    ).toHaveLength(1);
  });
});
