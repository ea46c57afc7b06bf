import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emailOutbox,
  orderEvents,
  orders,
  paymentCustomers,
  payments,
  stockMovements,
  subscriptions,
} from '../../server/db/schema/index';
import { cardPaymentStatus, WEBHOOK_GRACE_MS } from '../../server/modules/payment/checkout-payment';
import { chargeDueRenewals } from '../../server/modules/payment/renewal-charges';
import { runRenewals } from '../../server/modules/subscription/renewals';
import { LINK_LABELS } from '../../shared/subscription-links';
import { makeSubscription } from '../support/admin';
import { makeProduct, makeUser } from '../support/factories';
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
  await makeProduct(shop.database.db, { name: 'Chilli', variants: { '250g': { stock: 100 } } });
});
afterAll(async () => {
  await shop.close();
  stripe.close();
});

const db = () => shop.database.db;
const DAY = 86_400_000;
const TODAY = '2026-11-22';

/** A subscriber who saved a card the way the Subscriptions tab does: SetupIntent, confirmed, webhook. */
async function subscriberWithCard(card: string) {
  const me = await makeUser(db());
  const { clientSecret } = await shop.callerFor(me).payment.setupCard();
  const setupId = clientSecret.split('_secret_')[0] as string;
  expect(stripe.double.setupIntents.get(setupId)).toMatchObject({ usage: 'off_session' });
  const setup = stripe.double.confirmSetup(setupId, card);
  const response = await deliverWebhook(url, stripe.double.event('setup_intent.succeeded', setup), TEST_STRIPE.webhookSecret);
  expect(response.status).toBe(200);
  const sub = await makeSubscription(db(), me.id, ['Chilli']);
  await db().update(subscriptions).set({ nextDeliveryAt: TODAY }).where(eq(subscriptions.id, sub.id));
  return { me, sub };
}

async function renewalOf(subscriptionId: string) {
  await runRenewals(shop.deps, TODAY);
  const [order] = await db().select().from(orders).where(eq(orders.subscriptionId, subscriptionId));
  if (!order) throw new Error('no renewal order');
  return order;
}
const orderOf = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
const mailsTo = async (to: string) => (await db().select().from(emailOutbox).where(eq(emailOutbox.to, to))).map((m) => m.subject);

describe('saved card', () => {
  it('setup_intent.succeeded saves the card as the customer default, on Stripe too', async () => {
    const { me } = await subscriberWithCard(TEST_CARDS.visa);
    const [saved] = await db().select().from(paymentCustomers).where(eq(paymentCustomers.userId, me.id));
    expect(saved).toMatchObject({ defaultPaymentMethodId: TEST_CARDS.visa, cardBrand: 'visa', cardLast4: '4242' });
    expect(stripe.double.customers.get(saved?.stripeCustomerId as string)).toMatchObject({
      invoice_settings: { default_payment_method: TEST_CARDS.visa },
    });
    expect(await shop.callerFor(me).payment.savedCard()).toEqual({ brand: 'visa', last4: '4242' });
  });
});

describe('renewal charged off-session', () => {
  it('success: charges the saved card with confirm + off_session and a per subscription+period key, and the order is paid', async () => {
    const { me, sub } = await subscriberWithCard(TEST_CARDS.visa);
    const order = await renewalOf(sub.id);
    expect(order).toMatchObject({ paymentMethod: 'card', status: 'awaiting_payment' });

    const run = await chargeDueRenewals(shop.deps, new Date(order.createdAt.getTime() + 1000));
    expect(run.paid).toBeGreaterThanOrEqual(1);
    expect((await orderOf(order.id))?.status).toBe('paid');
    const charge = stripe.double.requests.find(
      (r) => r.path === '/v1/payment_intents' && (r.params.metadata as Record<string, string> | undefined)?.orderId === order.id,
    );
    expect(charge?.params).toMatchObject({
      confirm: 'true',
      off_session: 'true',
      amount: String(order.totalPence),
      currency: 'gbp',
    });
    expect(charge?.idempotencyKey).toBe(`renewal:${sub.id}:${TODAY}:1`);
    expect(await mailsTo(me.email)).toContain(`Payment received for order #${order.number}`);
    // A paid renewal is never charged again.
    await chargeDueRenewals(shop.deps, new Date(order.createdAt.getTime() + 30 * DAY));
    const charges = stripe.double.requests.filter(
      (r) => r.path === '/v1/payment_intents' && (r.params.metadata as Record<string, string> | undefined)?.orderId === order.id,
    );
    expect(charges).toHaveLength(1);
  });

  it('decline: retries on days 1, 3 and 7 with an email each time, then cancels the box (stock back), pauses and tells the customer and the admin', async () => {
    const admin = await makeUser(db(), { role: 'admin' });
    const { me, sub } = await subscriberWithCard(TEST_CARDS.declined);
    const order = await renewalOf(sub.id);
    const at = (days: number) => new Date(order.createdAt.getTime() + days * DAY + 1000);

    expect((await chargeDueRenewals(shop.deps, at(0))).declined).toBe(1);
    expect((await orderOf(order.id))?.nextPaymentAttemptAt?.getTime()).toBe(order.createdAt.getTime() + 1 * DAY);
    // Not due again before day 1.
    expect((await chargeDueRenewals(shop.deps, at(0.5))).declined).toBe(0);
    expect((await chargeDueRenewals(shop.deps, at(1))).declined).toBe(1);
    expect((await orderOf(order.id))?.nextPaymentAttemptAt?.getTime()).toBe(order.createdAt.getTime() + 3 * DAY);
    expect((await chargeDueRenewals(shop.deps, at(3))).declined).toBe(1);
    expect((await orderOf(order.id))?.nextPaymentAttemptAt?.getTime()).toBe(order.createdAt.getTime() + 7 * DAY);
    expect((await chargeDueRenewals(shop.deps, at(7))).paused).toBe(1);
    expect((await chargeDueRenewals(shop.deps, at(30))).paused).toBe(0);

    const final = await orderOf(order.id);
    expect(final).toMatchObject({ status: 'cancelled', paymentAttempts: 4, nextPaymentAttemptAt: null });
    // The box that cannot be paid does not keep its stock: what the renewal took went back, once.
    const moved = await db().select().from(stockMovements).where(eq(stockMovements.orderId, order.id));
    expect(moved.map((m) => m.delta).sort()).toEqual([-1, 1]);
    const [paused] = await db().select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(paused?.status).toBe('paused');
    const customerMail = await mailsTo(me.email);
    expect(customerMail.filter((s) => s === `Your card was declined for order #${order.number}`)).toHaveLength(3);
    expect(customerMail).toContain(`Your subscription is paused: payment for order #${order.number} failed`);
    expect(await mailsTo(admin.email)).toContain(`Subscription paused: renewal order #${order.number} unpaid`);
    // The timeline (and the owner's churn figures) tell a pause for failed payments from a chosen one.
    const timeline = await shop.callerFor(me).subscription.timeline({ id: sub.id });
    expect(timeline.map((e) => `${e.kind}:${e.actor}`)).toEqual([
      'renewed:system',
      ...Array.from({ length: 4 }, () => 'payment_failed:system'),
      'paused:system',
    ]);
    expect(timeline.at(-1)?.detail).toEqual({ cause: 'payment_failed', orderId: order.id });
    expect(timeline.at(-2)?.detail).toMatchObject({ orderNumber: order.number, attempt: 4, final: true });
    const keys = stripe.double.requests
      .filter((r) => (r.params.metadata as Record<string, string> | undefined)?.orderId === order.id)
      .map((r) => r.idempotencyKey);
    expect(keys).toEqual([1, 2, 3, 4].map((n) => `renewal:${sub.id}:${TODAY}:${n}`));
    // Nothing ships before it is paid.
    await expect(shop.callerFor(admin).adminOrders.transition({ id: order.id, to: 'packed' })).rejects.toThrow();
  });

  it('authentication required: emails a link to complete 3-D Secure, which pays the same order', async () => {
    const { me, sub } = await subscriberWithCard(TEST_CARDS.authenticationRequired);
    const order = await renewalOf(sub.id);
    expect((await chargeDueRenewals(shop.deps, new Date(order.createdAt.getTime() + 1000))).authentication_required).toBe(1);
    const [mail] = (await db().select().from(emailOutbox).where(eq(emailOutbox.to, me.email))).filter((m) =>
      m.subject.startsWith('Please confirm the payment'),
    );
    expect(mail?.text).toContain(`${shop.config.baseUrl}/pay/${order.id}`);
    // Payment-needed emails carry the subscription's one-click links for its next delivery too.
    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    for (const [action, label] of Object.entries(LINK_LABELS)) {
      const token = new RegExp(`^${label}: \\S+token=(\\S+)$`, 'm').exec(mail?.text ?? '')?.[1] ?? '';
      expect(await shop.callerFor().subscriptionLink.preview({ token })).toMatchObject({
        status: 'ready',
        action,
        deliveryDate: row?.nextDeliveryAt,
      });
    }
    // Unconfirmed, it is tried again on the dunning schedule.
    expect((await orderOf(order.id))?.nextPaymentAttemptAt?.getTime()).toBe(order.createdAt.getTime() + DAY);

    // The link's page asks for the same intent and the customer passes the challenge.
    const { clientSecret } = await shop.callerFor(me).payment.start({ orderId: order.id });
    const intentId = clientSecret.split('_secret_')[0] as string;
    const [payment] = await db().select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment?.paymentIntentId).toBe(intentId);
    stripe.double.succeed(intentId);
    // No webhook in this test: a minute on, the page's status check asks Stripe and settles it.
    const overdue = new Date((payment?.createdAt ?? new Date()).getTime() + WEBHOOK_GRACE_MS);
    expect((await cardPaymentStatus(shop.deps, me.id, order.id, overdue)).status).toBe('paid');
    const notes = (await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).map((e) => e.note);
    expect(notes.some((n) => n?.includes('3-D Secure'))).toBe(true);
  });

  it('authentication never completed: retried on days 1, 3 and 7 (each retry cancels the last intent), then paused', async () => {
    const admin = await makeUser(db(), { role: 'admin' });
    const { me, sub } = await subscriberWithCard(TEST_CARDS.authenticationRequired);
    const order = await renewalOf(sub.id);
    const at = (days: number) => new Date(order.createdAt.getTime() + days * DAY + 1000);
    for (const day of [0, 1, 3]) expect((await chargeDueRenewals(shop.deps, at(day))).authentication_required).toBe(1);
    expect((await chargeDueRenewals(shop.deps, at(7))).paused).toBe(1);

    const rows = await db().select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows).toHaveLength(4);
    // Only the last attempt's intent can still be confirmed: no late 3-D Secure on an old one charges twice.
    expect(rows.filter((r) => r.status !== 'canceled')).toHaveLength(1);
    for (const row of rows.filter((r) => r.status === 'canceled'))
      expect(stripe.double.intents.get(row.paymentIntentId)?.status).toBe('canceled');
    const [paused] = await db().select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(paused?.status).toBe('paused');
    const customerMail = await mailsTo(me.email);
    expect(customerMail.filter((s) => s === `Please confirm the payment for order #${order.number}`)).toHaveLength(3);
    expect(customerMail).toContain(`Your subscription is paused: payment for order #${order.number} failed`);
    expect(await mailsTo(admin.email)).toContain(`Subscription paused: renewal order #${order.number} unpaid`);
  });

  it('a retry finds the link already paid (webhook not yet in): settles it and charges nothing new', async () => {
    const { me, sub } = await subscriberWithCard(TEST_CARDS.authenticationRequired);
    const order = await renewalOf(sub.id);
    expect((await chargeDueRenewals(shop.deps, new Date(order.createdAt.getTime() + 1000))).authentication_required).toBe(1);
    const { clientSecret } = await shop.callerFor(me).payment.start({ orderId: order.id });
    stripe.double.succeed(clientSecret.split('_secret_')[0] as string);
    const before = stripe.double.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents').length;

    expect((await chargeDueRenewals(shop.deps, new Date(order.createdAt.getTime() + DAY + 1000))).paid).toBe(1);
    expect((await orderOf(order.id))?.status).toBe('paid');
    expect(stripe.double.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents')).toHaveLength(before);
  });

  it('without a saved card the renewal stays bank transfer and is never charged', async () => {
    const me = await makeUser(db());
    const sub = await makeSubscription(db(), me.id, ['Chilli']);
    await db().update(subscriptions).set({ nextDeliveryAt: TODAY }).where(eq(subscriptions.id, sub.id));
    const order = await renewalOf(sub.id);
    expect(order).toMatchObject({ paymentMethod: 'bank_transfer', nextPaymentAttemptAt: null });
  });
});
