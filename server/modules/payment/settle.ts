import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { formatGBP } from '../../../shared/money';
import type { Tx } from '../../db/client';
import { orderEvents, orders, payments, user } from '../../db/schema/index';
import type { AppDeps } from '../../trpc/context';
import { applyTransition, lockOrder } from '../admin-orders/transition';
import type { Actor } from '../audit/actor';
import { recordAudit } from '../audit/service';
import { alertAdmins, paymentReceivedEmail } from './emails';

/** Who made a change that Stripe reported (audit rows, order events). */
export const STRIPE_ACTOR: Actor = { userId: 'stripe' };
export const SHOP_CURRENCY = 'gbp';

export type CardDetails = { brand: string | null; last4: string | null };
export type Settlement = 'paid' | 'review' | 'unchanged' | 'unknown';

/** The card used for a PaymentIntent, when Stripe expanded its payment method. */
export function cardOf(intent: Stripe.PaymentIntent): CardDetails | null {
  const method = intent.payment_method;
  if (!method || typeof method === 'string' || !method.card) return null;
  return { brand: method.card.brand, last4: method.card.last4 };
}

/** Upserts the payment row for an intent (the latest status and card Stripe reported). */
export async function savePaymentRow(tx: Tx, orderId: string, intent: Stripe.PaymentIntent, card: CardDetails | null) {
  const values = {
    status: intent.status,
    amountPence: intent.amount,
    currency: intent.currency,
    lastError: intent.last_payment_error?.message ?? null,
    updatedAt: new Date(),
    ...(card ? { cardBrand: card.brand, cardLast4: card.last4 } : {}),
  };
  await tx
    .insert(payments)
    .values({ orderId, paymentIntentId: intent.id, ...values })
    .onConflictDoUpdate({ target: payments.paymentIntentId, set: values });
}

async function flagForReview(tx: Tx, deps: AppDeps, order: typeof orders.$inferSelect, reason: string) {
  if (order.holdReason === reason) return;
  await tx.update(orders).set({ holdReason: reason, updatedAt: new Date() }).where(eq(orders.id, order.id));
  await tx
    .insert(orderEvents)
    .values({ orderId: order.id, status: order.status, note: reason, actorUserId: STRIPE_ACTOR.userId });
  await recordAudit(tx, {
    actorUserId: STRIPE_ACTOR.userId,
    action: 'payment.review',
    targetType: 'order',
    targetId: order.id,
    before: { holdReason: order.holdReason },
    after: { holdReason: reason },
  });
  await alertAdmins(tx, deps, `Order #${order.number} needs a payment review`, [
    `Order #${order.number}: ${reason}`,
    'It has not been marked paid. Please check the payment in the Stripe dashboard.',
  ]);
}

/**
 * A PaymentIntent succeeded (verified webhook, or the server's own retrieve): the order becomes paid
 * only when the amount and currency are exactly the order's; otherwise it is flagged for review and
 * the admins are alerted. Locks the order, so concurrent reports settle it once.
 */
export async function settleSucceededIntent(
  tx: Tx,
  deps: AppDeps,
  intent: Stripe.PaymentIntent,
  card: CardDetails | null,
): Promise<Settlement> {
  const orderId = intent.metadata?.orderId;
  if (!orderId) return 'unknown';
  const [exists] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  if (!exists) return 'unknown';
  const locked = await lockOrder(tx, orderId);
  const { order } = locked;
  await savePaymentRow(tx, order.id, intent, card);

  if (order.status !== 'awaiting_payment') {
    if (order.status === 'expired' || order.status === 'cancelled') {
      await flagForReview(
        tx,
        deps,
        order,
        `Payment review: a card payment of ${formatGBP(intent.amount)} arrived for an order that is ${order.status}; refund it or re-open the order.`,
      );
      return 'review';
    }
    return 'unchanged';
  }
  if (intent.amount !== order.totalPence || intent.currency !== SHOP_CURRENCY) {
    await flagForReview(
      tx,
      deps,
      order,
      `Payment review: Stripe reported ${intent.amount} ${intent.currency.toUpperCase()} but the order total is ${order.totalPence} GBP (${formatGBP(order.totalPence)}).`,
    );
    return 'review';
  }

  await applyTransition(
    tx,
    deps,
    STRIPE_ACTOR,
    locked,
    { id: order.id, to: 'paid', trackingReference: null },
    'payment.succeeded',
  );
  await tx.update(orders).set({ nextPaymentAttemptAt: null }).where(eq(orders.id, order.id));
  const [customer] = await tx.select({ email: user.email }).from(user).where(eq(user.id, order.userId));
  if (customer) {
    await deps.mailer.enqueue(
      paymentReceivedEmail({
        to: customer.email,
        orderNumber: order.number,
        totalPence: order.totalPence,
        baseUrl: deps.config.baseUrl,
      }),
      tx,
    );
  }
  return 'paid';
}

/** A card payment attempt failed: the order stays awaiting payment (the customer may try again). */
export async function recordFailedIntent(tx: Tx, intent: Stripe.PaymentIntent): Promise<Settlement> {
  const orderId = intent.metadata?.orderId;
  if (!orderId) return 'unknown';
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return 'unknown';
  await savePaymentRow(tx, order.id, intent, null);
  const reason = intent.last_payment_error?.message ?? 'The card was declined.';
  await tx.insert(orderEvents).values({
    orderId: order.id,
    status: order.status,
    note: `Card payment failed: ${reason}`,
    actorUserId: STRIPE_ACTOR.userId,
  });
  await recordAudit(tx, {
    actorUserId: STRIPE_ACTOR.userId,
    action: 'payment.failed',
    targetType: 'order',
    targetId: order.id,
    after: { paymentIntentId: intent.id, reason },
  });
  return 'unchanged';
}
