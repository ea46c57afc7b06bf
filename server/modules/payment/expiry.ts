import { and, eq, inArray, lte } from 'drizzle-orm';
import Stripe from 'stripe';
import { CARD_ORDER_MINUTES } from '../../../shared/payments';
import { orderEvents, orders, payments } from '../../db/schema/index';
import type { AppDeps } from '../../trpc/context';
import { cancelEffects } from '../admin-orders/effects';
import { lockOrder } from '../admin-orders/transition';
import { SYSTEM_ACTOR } from '../audit/actor';
import { recordAudit } from '../audit/service';
import { cardOf, settleSucceededIntent } from './settle';
import { stripeClientFor } from './stripe-client';

export type ExpiryRun = { expired: number; paid: number; skipped: number };

/**
 * Cancels the order's open PaymentIntents first, so the customer can no longer be charged for an
 * order that is being released. An intent that already succeeded settles the order instead.
 */
export async function cancelIntents(deps: AppDeps, orderId: string): Promise<'cancelled' | 'paid' | 'busy'> {
  const stripe = stripeClientFor(deps.config);
  const open = await deps.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        inArray(payments.status, ['requires_payment_method', 'requires_confirmation', 'requires_action', 'processing']),
      ),
    );
  if (open.length > 0 && !stripe) return 'busy'; // keys removed since: leave the order for a run that can cancel it
  for (const payment of open) {
    if (!stripe) break;
    try {
      await stripe.paymentIntents.cancel(payment.paymentIntentId, { cancellation_reason: 'abandoned' });
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      // Not cancellable: it succeeded or is processing in the meantime.
      const intent = await stripe.paymentIntents.retrieve(payment.paymentIntentId, { expand: ['payment_method'] });
      if (intent.status === 'succeeded') {
        await deps.db.transaction((tx) => settleSucceededIntent(tx, deps, intent, cardOf(intent)));
        return 'paid';
      }
      if (intent.status !== 'canceled') return 'busy';
    }
  }
  return 'cancelled';
}

/**
 * Scheduled job: shop card orders still unpaid after 30 minutes expire. Stock and the promotion use
 * go back, the invoice is void, the PaymentIntent is cancelled (the customer is never charged).
 */
export async function expireUnpaidCardOrders(deps: AppDeps, now = new Date()): Promise<ExpiryRun> {
  const cutoff = new Date(now.getTime() - CARD_ORDER_MINUTES * 60_000);
  const due = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'awaiting_payment'),
        eq(orders.paymentMethod, 'card'),
        eq(orders.source, 'shop'),
        lte(orders.createdAt, cutoff),
      ),
    )
    .limit(200);
  const run: ExpiryRun = { expired: 0, paid: 0, skipped: 0 };
  for (const { id } of due) {
    const cancelled = await cancelIntents(deps, id);
    if (cancelled === 'paid') run.paid++;
    if (cancelled !== 'cancelled') {
      if (cancelled === 'busy') run.skipped++;
      continue;
    }
    const expired = await deps.db.transaction(async (tx) => {
      const locked = await lockOrder(tx, id);
      if (locked.order.status !== 'awaiting_payment') return false; // paid while we were cancelling
      const effects = await cancelEffects(tx, deps, SYSTEM_ACTOR, locked.order, locked.invoice);
      await tx.update(orders).set({ status: 'expired', updatedAt: now }).where(eq(orders.id, id));
      await tx.update(payments).set({ status: 'canceled', updatedAt: now }).where(eq(payments.orderId, id));
      await tx.insert(orderEvents).values({
        orderId: id,
        status: 'expired',
        note: `Not paid within ${CARD_ORDER_MINUTES} minutes: stock and promotion released, payment cancelled`,
        actorUserId: SYSTEM_ACTOR.userId,
      });
      await recordAudit(tx, {
        actorUserId: SYSTEM_ACTOR.userId,
        action: 'order.expired',
        targetType: 'order',
        targetId: id,
        before: { status: 'awaiting_payment' },
        after: { status: 'expired', ...effects },
      });
      return true;
    });
    if (expired) run.expired++;
    else run.skipped++;
  }
  return run;
}
