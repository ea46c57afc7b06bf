import { and, desc, eq, ne } from 'drizzle-orm';
import { CARD_ORDER_MINUTES } from '../../../shared/payments';
import { orders, payments } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { AppDeps } from '../../trpc/context';
import { readSettings } from '../settings/service';
import { cardOf, SHOP_CURRENCY, savePaymentRow, settleSucceededIntent } from './settle';
import { limitShopperStripeCall, mayLookUpPaymentAtStripe } from './shopper-stripe-limits';
import { requireStripe } from './stripe-client';

async function ownCardOrder(deps: AppDeps, userId: string, orderId: string) {
  const [order] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw new AppError('NOT_FOUND', 'Order not found.');
  return order;
}

/** The order's latest PaymentIntent that can still be paid (not cancelled). */
async function openPaymentOf(deps: AppDeps, orderId: string) {
  const [payment] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), ne(payments.status, 'canceled')))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return payment ?? null;
}

/**
 * The client secret that lets the browser confirm the order's card payment. The PaymentIntent is
 * made once per order (the order id is Stripe's idempotency key), for the total the server
 * computed, in GBP; a retry, a replayed placement or a return from the Orders tab reuses it.
 */
export async function startCardPayment(deps: AppDeps, userId: string, orderId: string, now = new Date()) {
  const stripe = requireStripe(deps.config);
  const order = await ownCardOrder(deps, userId, orderId);
  if (order.paymentMethod !== 'card') throw new AppError('BAD_REQUEST', 'This order is not paid by card.');
  if (
    order.status === 'expired' ||
    (order.source === 'shop' && order.status === 'awaiting_payment' && isPastExpiry(order.createdAt, now))
  ) {
    throw new AppError('CONFLICT', 'This order has expired. Please place a new order.');
  }
  if (order.status === 'cancelled') throw new AppError('CONFLICT', 'This order was cancelled. Please place a new order.');
  if (order.status !== 'awaiting_payment') throw new AppError('CONFLICT', 'This order is already paid.');

  const open = await openPaymentOf(deps, order.id);
  const intent = open
    ? await stripe.paymentIntents.retrieve(open.paymentIntentId)
    : await stripe.paymentIntents.create(
        {
          amount: order.totalPence,
          currency: SHOP_CURRENCY,
          description: `Order #${order.number}`,
          metadata: { orderId: order.id },
          automatic_payment_methods: { enabled: true },
        },
        // The order id for a checkout (one intent per order); a renewal's earlier intents may have
        // been cancelled by a dunning retry, so its payment link asks once per attempt.
        { idempotencyKey: order.source === 'shop' ? order.id : `${order.id}:attempt-${order.paymentAttempts}` },
      );
  if (!open) await deps.db.transaction((tx) => savePaymentRow(tx, order.id, intent, null));
  if (!intent.client_secret) throw new Error('Stripe returned a PaymentIntent without a client secret');
  return { orderId: order.id, number: order.number, totalPence: order.totalPence, clientSecret: intent.client_secret };
}

/** payment.start, as a shopper's click asks it: limited per account (placing an order starts its payment itself). */
export async function startCardPaymentForShopper(deps: AppDeps, userId: string, orderId: string) {
  await limitShopperStripeCall(deps.db, 'start', userId);
  return startCardPayment(deps, userId, orderId);
}

export function isPastExpiry(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() >= CARD_ORDER_MINUTES * 60_000;
}

/**
 * How long a card payment may stay open before the thank-you page's server asks Stripe itself: the
 * signed webhook settles a payment within seconds, so this only catches a webhook that was lost or
 * is badly delayed (an endpoint misconfigured, Stripe retrying).
 */
export const WEBHOOK_GRACE_MS = 60_000;

/**
 * What the thank-you page polls: the order as the database has it, which the webhook settles. Only
 * a payment still open after WEBHOOK_GRACE_MS is looked up at Stripe (never by the browser) and a
 * succeeded intent settled exactly as the webhook would, so polling costs Stripe nothing normally.
 */
export async function cardPaymentStatus(deps: AppDeps, userId: string, orderId: string, now = new Date()) {
  let order = await ownCardOrder(deps, userId, orderId);
  const open = order.status === 'awaiting_payment' ? await openPaymentOf(deps, order.id) : null;
  const webhookOverdue = open !== null && now.getTime() - open.createdAt.getTime() >= WEBHOOK_GRACE_MS;
  if (open && webhookOverdue && deps.config.stripe && (await mayLookUpPaymentAtStripe(deps.db, userId))) {
    const intent = await requireStripe(deps.config).paymentIntents.retrieve(open.paymentIntentId, { expand: ['payment_method'] });
    if (intent.status === 'succeeded') {
      await deps.db.transaction((tx) => settleSucceededIntent(tx, deps, intent, cardOf(intent)));
      order = await ownCardOrder(deps, userId, orderId);
    }
  }
  return {
    orderId: order.id,
    number: order.number,
    status: order.status,
    totalPence: order.totalPence,
    underReview: order.holdReason?.startsWith('Payment review') ?? false,
  };
}

/** What checkout needs to offer the ways to pay: card (with Stripe.js's key) and the bank-transfer hold in working days. */
export async function checkoutPaymentConfig(deps: Pick<AppDeps, 'db' | 'config'>) {
  const { bankTransferHoldDays } = await readSettings(deps.db, ['bankTransferHoldDays']);
  return {
    cardPayments: deps.config.stripe !== null,
    publishableKey: deps.config.stripe?.publishableKey ?? null,
    bankTransferHoldDays,
  };
}
