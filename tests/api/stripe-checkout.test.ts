import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  emailOutbox,
  orderEvents,
  orders,
  payments,
  productVariants,
  stripeEvents,
} from '../../server/db/schema/index';
import { cardPaymentStatus, WEBHOOK_GRACE_MS } from '../../server/modules/payment/checkout-payment';
import { SHOPPER_STRIPE_LIMITS } from '../../server/modules/payment/shopper-stripe-limits';
import { placeOrderAs } from '../support/admin';
import { makeProduct, makeUser } from '../support/factories';
import { rowCounts } from '../support/procedures';
import { deliverWebhook, signedWebhookHeaders, TEST_CARDS } from '../support/stripe-double';
import { interceptStripe, TEST_STRIPE } from '../support/stripe-msw';
import { createTestShop, type TestShop } from '../support/test-shop';

let shop: TestShop;
let url: string;
let stripe: ReturnType<typeof interceptStripe>;
let product: Awaited<ReturnType<typeof makeProduct>>;
beforeAll(async () => {
  stripe = interceptStripe();
  shop = await createTestShop({ stripe: TEST_STRIPE });
  url = await shop.listen();
  product = await makeProduct(shop.database.db, { name: 'Chilli', variants: { '500g': { priceNetPence: 1500, stock: 50 } } });
});
afterAll(async () => {
  await shop.close();
  stripe.close();
});

const db = () => shop.database.db;
const secret = TEST_STRIPE.webhookSecret;

async function cardOrder(quantity = 1) {
  const me = await makeUser(db());
  const placed = await placeOrderAs(shop, me, [{ productId: product.id, weight: '500g', quantity }], { paymentMethod: 'card' });
  const [payment] = await db().select().from(payments).where(eq(payments.orderId, placed.orderId));
  return { me, placed, intentId: payment?.paymentIntentId as string };
}
const orderOf = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
const mailTo = (to: string) => db().select().from(emailOutbox).where(eq(emailOutbox.to, to));

describe('card checkout', () => {
  it('places the order awaiting payment with a PaymentIntent for the server total, in GBP, keyed by the order id', async () => {
    const { placed, intentId } = await cardOrder(2);
    expect(placed).toMatchObject({ status: 'awaiting_payment', replayed: false });
    expect(placed.clientSecret).toMatch(/^pi_.*_secret_/);
    // The server's total (2 x £18.00 and delivery, from shared/totals), never a figure from the browser.
    const [order] = await db().select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order?.totalPence).toBe(3600 + (order?.shippingPence ?? 0));
    const intent = stripe.double.intents.get(intentId);
    expect(intent).toMatchObject({
      amount: order?.totalPence,
      currency: 'gbp',
      metadata: { orderId: placed.orderId },
      description: `Order #${placed.number}`,
    });
    const create = stripe.double.requests.find(
      (r) =>
        r.method === 'POST' &&
        r.path === '/v1/payment_intents' &&
        r.params.metadata &&
        (r.params.metadata as Record<string, string>).orderId === placed.orderId,
    );
    expect(create?.idempotencyKey).toBe(placed.orderId);
    expect(await orderOf(placed.orderId)).toMatchObject({ status: 'awaiting_payment', paymentMethod: 'card' });
  });

  it('reuses the same PaymentIntent when the customer comes back to pay (Orders tab)', async () => {
    const { me, placed, intentId } = await cardOrder();
    const again = await shop.callerFor(me).payment.start({ orderId: placed.orderId });
    expect(again.clientSecret).toBe(placed.clientSecret);
    expect(await db().select().from(payments).where(eq(payments.orderId, placed.orderId))).toHaveLength(1);
    expect(stripe.double.intents.get(intentId)?.status).toBe('requires_payment_method');
  });

  it('happy path: paid only after a correctly signed payment_intent.succeeded, with one email and the card on record', async () => {
    const { me, placed, intentId } = await cardOrder();
    // The browser saying "succeeded" changes nothing: only Stripe's word counts.
    expect((await shop.callerFor(me).payment.status({ orderId: placed.orderId })).status).toBe('awaiting_payment');

    stripe.double.confirm(intentId, TEST_CARDS.visa);
    const event = stripe.double.event('payment_intent.succeeded', stripe.double.intents.get(intentId) ?? {});
    const response = await deliverWebhook(url, event, secret);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ received: true, outcome: 'paid' });

    expect((await orderOf(placed.orderId))?.status).toBe('paid');
    const [payment] = await db().select().from(payments).where(eq(payments.orderId, placed.orderId));
    expect(payment).toMatchObject({ status: 'succeeded', amountPence: placed.totalPence, cardBrand: 'visa', cardLast4: '4242' });
    const mails = (await mailTo(me.email)).filter((m) => m.subject === `Payment received for order #${placed.number}`);
    expect(mails).toHaveLength(1);
    const audit = await db().select().from(auditLog).where(eq(auditLog.targetId, placed.orderId));
    expect(audit.map((a) => a.action)).toContain('payment.succeeded');
  });

  it('the thank-you page reads the order without asking Stripe, and settles from Stripe only when the webhook is overdue', async () => {
    const { me, placed, intentId } = await cardOrder();
    stripe.double.confirm(intentId, TEST_CARDS.visa);
    const retrieves = () =>
      stripe.double.requests.filter((r) => r.method === 'GET' && r.path === `/v1/payment_intents/${intentId}`).length;
    const before = retrieves();
    // Paid at Stripe, webhook not yet arrived: the page keeps showing 'confirming', Stripe is not asked.
    for (let poll = 0; poll < 5; poll += 1) {
      expect((await shop.callerFor(me).payment.status({ orderId: placed.orderId })).status).toBe('awaiting_payment');
    }
    expect(retrieves()).toBe(before);

    // A minute on and still no webhook: the server asks Stripe once and settles the order.
    const [payment] = await db().select().from(payments).where(eq(payments.orderId, placed.orderId));
    const overdue = new Date((payment?.createdAt ?? new Date()).getTime() + WEBHOOK_GRACE_MS);
    const status = await cardPaymentStatus(shop.deps, me.id, placed.orderId, overdue);
    expect(status).toMatchObject({ status: 'paid', underReview: false });
    expect(retrieves()).toBe(before + 1);
    // The webhook arriving afterwards does not pay it twice.
    const response = await deliverWebhook(
      url,
      stripe.double.event('payment_intent.succeeded', stripe.double.intents.get(intentId) ?? {}),
      secret,
    );
    expect(await response.json()).toMatchObject({ outcome: 'unchanged' });
    const paidEvents = await db().select().from(orderEvents).where(eq(orderEvents.orderId, placed.orderId));
    expect(paidEvents.filter((e) => e.status === 'paid')).toHaveLength(1);
  });

  it('declined card: the order stays awaiting payment, the failure is on the timeline, and it can be retried', async () => {
    const { me, placed, intentId } = await cardOrder();
    const declined = stripe.double.confirm(intentId, TEST_CARDS.declined);
    expect(declined.status).toBe(402);
    const response = await deliverWebhook(
      url,
      stripe.double.event('payment_intent.payment_failed', stripe.double.intents.get(intentId) ?? {}),
      secret,
    );
    expect(response.status).toBe(200);
    expect((await orderOf(placed.orderId))?.status).toBe('awaiting_payment');
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, placed.orderId));
    expect(events.map((e) => e.note)).toContain('Card payment failed: Your card was declined.');
    expect((await shop.callerFor(me).payment.start({ orderId: placed.orderId })).clientSecret).toBe(placed.clientSecret);
  });

  it('3-D Secure required: nothing is paid while the challenge is pending, then the succeeded event pays', async () => {
    const { me, placed, intentId } = await cardOrder();
    const challenged = stripe.double.confirm(intentId, TEST_CARDS.authenticationRequired);
    expect(challenged.body).toMatchObject({ status: 'requires_action' });
    expect((await shop.callerFor(me).payment.status({ orderId: placed.orderId })).status).toBe('awaiting_payment');
    stripe.double.succeed(intentId); // the customer completes the challenge in Stripe.js
    await deliverWebhook(url, stripe.double.event('payment_intent.succeeded', stripe.double.intents.get(intentId) ?? {}), secret);
    expect((await orderOf(placed.orderId))?.status).toBe('paid');
  });

  it('amount mismatch: the order is flagged for review and the admin alerted, not paid', async () => {
    const admin = await makeUser(db(), { role: 'admin' });
    const { placed, intentId } = await cardOrder();
    const intent = stripe.double.succeed(intentId);
    for (const wrong of [
      { ...intent, amount: 1 },
      { ...intent, currency: 'eur' },
    ]) {
      const response = await deliverWebhook(url, stripe.double.event('payment_intent.succeeded', wrong), secret);
      expect(await response.json()).toMatchObject({ outcome: 'review' });
    }
    const order = await orderOf(placed.orderId);
    expect(order?.status).toBe('awaiting_payment');
    expect(order?.holdReason).toMatch(
      new RegExp(`^Payment review: Stripe reported ${placed.totalPence} EUR but the order total is ${placed.totalPence} GBP`),
    );
    const alerts = (await mailTo(admin.email)).filter((m) => m.subject === `Order #${placed.number} needs a payment review`);
    expect(alerts).toHaveLength(2);
  });

  it('a bad or missing signature is refused with 400 and changes nothing', async () => {
    const { placed, intentId } = await cardOrder();
    const payload = JSON.stringify(stripe.double.event('payment_intent.succeeded', stripe.double.succeed(intentId)));
    const before = await rowCounts(db());
    const attempts = [
      { 'content-type': 'application/json' },
      { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=deadbeef' },
      signedWebhookHeaders(payload, 'whsec_someone_else'),
      { ...signedWebhookHeaders(payload, secret) },
    ];
    for (const [i, headers] of attempts.entries()) {
      // The last one is correctly signed but the body is changed after signing.
      const body = i === 3 ? payload.replace(`"amount":${placed.totalPence}`, '"amount":1') : payload;
      if (i === 3) expect(body).not.toBe(payload);
      const response = await fetch(`${url}/api/webhooks/stripe`, { method: 'POST', headers, body });
      expect(response.status).toBe(400);
    }
    expect(await rowCounts(db())).toEqual(before);
    expect((await orderOf(placed.orderId))?.status).toBe('awaiting_payment');
  });

  it('the same event delivered twice acts once', async () => {
    const { me, intentId } = await cardOrder();
    const event = stripe.double.event('payment_intent.succeeded', stripe.double.succeed(intentId));
    const outcomes = [];
    for (let i = 0; i < 2; i++) outcomes.push((await (await deliverWebhook(url, event, secret)).json()).outcome);
    expect(outcomes).toEqual(['paid', 'duplicate']);
    expect(
      await db()
        .select()
        .from(stripeEvents)
        .where(eq(stripeEvents.id, event.id as string)),
    ).toHaveLength(1);
    expect((await mailTo(me.email)).filter((m) => m.subject.startsWith('Payment received'))).toHaveLength(1);
  });

  it('acknowledges and ignores events it does not handle', async () => {
    const response = await deliverWebhook(url, stripe.double.event('customer.created', { id: 'cus_x' }), secret);
    expect(await response.json()).toMatchObject({ received: true, outcome: 'ignored' });
  });

  it('refuses card payment for a shop without Stripe keys', async () => {
    const bare = await createTestShop();
    try {
      const me = await makeUser(bare.database.db);
      const p = await makeProduct(bare.database.db, { variants: { '500g': { stock: 5 } } });
      await expect(
        placeOrderAs(bare, me, [{ productId: p.id, weight: '500g', quantity: 1 }], { paymentMethod: 'card' }),
      ).rejects.toMatchObject({
        message: 'Card payments are not available at the moment. Please pay by bank transfer.',
      });
      expect(await bare.callerFor(null).payment.config()).toEqual({
        cardPayments: false,
        publishableKey: null,
        bankTransferHoldDays: 3,
      });
      const [variant] = await bare.database.db
        .select()
        .from(productVariants)
        .where(and(eq(productVariants.productId, p.id), eq(productVariants.weight, '500g')));
      expect(variant?.stock).toBe(5);
    } finally {
      await bare.close();
    }
  });
});

describe('Stripe calls a shopper can repeat are limited per account', () => {
  const outcome = (call: Promise<unknown>) =>
    call.then(
      () => 'ok',
      (error: { code?: string; message?: string }) => `${error.code}: ${error.message}`,
    );
  const stripeRequests = () => stripe.double.requests.length;

  it('payment.start: refused after the limit, with Stripe asked no more', async () => {
    const { me, placed } = await cardOrder();
    const max = SHOPPER_STRIPE_LIMITS.start.max;
    const results: string[] = [];
    let atLimit = 0;
    for (let i = 0; i < max + 5; i++) {
      results.push(await outcome(shop.callerFor(me).payment.start({ orderId: placed.orderId })));
      if (i === max - 1) atLimit = stripeRequests();
    }
    expect(results.slice(0, max)).toEqual(Array(max).fill('ok'));
    expect(results.slice(max)).toEqual(
      Array(5).fill('TOO_MANY_REQUESTS: Too many payment attempts in the last hour. Please try again later.'),
    );
    expect(stripeRequests()).toBe(atLimit);
    // Another shopper is not affected.
    const other = await cardOrder();
    expect(await outcome(shop.callerFor(other.me).payment.start({ orderId: other.placed.orderId }))).toBe('ok');
  });

  it('payment.status: past the limit the page shows the order as stored, without asking Stripe', async () => {
    const { me, placed, intentId } = await cardOrder();
    const [payment] = await db().select().from(payments).where(eq(payments.orderId, placed.orderId));
    const overdue = new Date((payment?.createdAt ?? new Date()).getTime() + WEBHOOK_GRACE_MS);
    const retrieves = () =>
      stripe.double.requests.filter((r) => r.method === 'GET' && r.path === `/v1/payment_intents/${intentId}`).length;
    const before = retrieves();
    for (let i = 0; i < SHOPPER_STRIPE_LIMITS.statusLookup.max + 10; i++) {
      expect((await cardPaymentStatus(shop.deps, me.id, placed.orderId, overdue)).status).toBe('awaiting_payment');
    }
    expect(retrieves() - before).toBe(SHOPPER_STRIPE_LIMITS.statusLookup.max);
  });

  it('payment.setupCard: refused after the limit', async () => {
    const me = await makeUser(db());
    const max = SHOPPER_STRIPE_LIMITS.setupCard.max;
    const results: string[] = [];
    for (let i = 0; i < max + 2; i++) results.push(await outcome(shop.callerFor(me).payment.setupCard()));
    expect(results.filter((r) => r === 'ok')).toHaveLength(max);
    expect(results.at(-1)).toBe('TOO_MANY_REQUESTS: Too many payment attempts in the last hour. Please try again later.');
  });
});
