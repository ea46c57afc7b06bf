import { and, desc, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { formatGBP } from '../../../shared/money';
import type { Tx } from '../../db/client';
import { orderEvents, orders, payments } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { AppDeps } from '../../trpc/context';
import { lockOrder } from '../admin-orders/transition';
import type { Actor } from '../audit/actor';
import { recordAudit } from '../audit/service';
import { issueCreditNote } from '../invoice/credit-note';
import type { Settlement } from './settle';
import { STRIPE_ACTOR } from './settle';
import { requireStripe } from './stripe-client';

/** The order's succeeded card payment (the one a refund goes against). */
export async function succeededPaymentOf(tx: Tx | AppDeps['db'], orderId: string) {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')))
    .orderBy(desc(payments.updatedAt))
    .limit(1);
  return payment ?? null;
}

/**
 * Admin refund, full or partial, through Stripe. The idempotency key is the order and the amount
 * already refunded, so a double click (or a retry after a lost answer) refunds once. The credit note
 * and the stock follow from Stripe's charge.refunded webhook, which is what confirms the refund.
 */
export async function refundOrder(deps: AppDeps, actor: Actor, input: { orderId: string; amountPence: number | 'full' }) {
  const stripe = requireStripe(deps.config);
  const payment = await succeededPaymentOf(deps.db, input.orderId);
  if (!payment) throw new AppError('CONFLICT', 'This order has no card payment to refund.');
  const refundable = payment.amountPence - payment.refundedPence;
  const amount = input.amountPence === 'full' ? refundable : input.amountPence;
  if (refundable <= 0) throw new AppError('CONFLICT', 'This payment has already been refunded in full.');
  if (!Number.isInteger(amount) || amount <= 0 || amount > refundable) {
    throw new AppError('BAD_REQUEST', `Enter an amount between £0.01 and ${formatGBP(refundable)}.`);
  }
  const refund = await stripe.refunds.create(
    { payment_intent: payment.paymentIntentId, amount, metadata: { orderId: input.orderId } },
    { idempotencyKey: `refund:${input.orderId}:${payment.refundedPence}:${amount}` },
  );
  await deps.db.transaction(async (tx) => {
    const { order } = await lockOrder(tx, input.orderId);
    await tx.insert(orderEvents).values({
      orderId: order.id,
      status: order.status,
      note: `Refund of ${formatGBP(amount)} requested`,
      actorUserId: actor.userId,
    });
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: 'payment.refund',
      targetType: 'order',
      targetId: order.id,
      after: { refundId: refund.id, amountPence: amount, full: amount === refundable, status: refund.status },
    });
  });
  return { refundId: refund.id, amountPence: amount, status: refund.status };
}

/**
 * charge.refunded: records what Stripe refunded since the last report (amount_refunded is the
 * running total), issues the credit note, and for a full refund puts the stock back.
 */
export async function settleRefund(tx: Tx, deps: AppDeps, charge: Stripe.Charge): Promise<Settlement> {
  const intentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
  if (!intentId) return 'unknown';
  const [payment] = await tx.select().from(payments).where(eq(payments.paymentIntentId, intentId)).for('update');
  if (!payment) return 'unknown';
  const newlyRefunded = charge.amount_refunded - payment.refundedPence;
  if (newlyRefunded <= 0) return 'unchanged';
  const full = charge.refunded || charge.amount_refunded >= charge.amount;
  const { order } = await lockOrder(tx, payment.orderId);
  await tx
    .update(payments)
    .set({ refundedPence: charge.amount_refunded, updatedAt: new Date() })
    .where(eq(payments.id, payment.id));
  // The credit note negates what was refunded; a full one also puts the stock and promotion use back (once).
  const credited = await issueCreditNote(tx, deps, {
    orderId: order.id,
    amountPence: full ? 'full' : newlyRefunded,
    reason: `Card refund (${charge.id})`,
    actorUserId: STRIPE_ACTOR.userId,
  });
  const restockedUnits = credited.restockedUnits;
  const note = `Refunded ${formatGBP(newlyRefunded)} to the card${full ? ' (refunded in full)' : ''}${restockedUnits ? `; ${restockedUnits} units back in stock` : ''}`;
  // Refunded in full, the order is over: it will not ship (or its goods came back) and is final.
  const status = full ? 'refunded' : order.status;
  if (status !== order.status) await tx.update(orders).set({ status, updatedAt: new Date() }).where(eq(orders.id, order.id));
  await tx.insert(orderEvents).values({ orderId: order.id, status, note, actorUserId: STRIPE_ACTOR.userId });
  await recordAudit(tx, {
    actorUserId: STRIPE_ACTOR.userId,
    action: 'payment.refunded',
    targetType: 'order',
    targetId: order.id,
    before: { refundedPence: payment.refundedPence, status: order.status },
    after: {
      refundedPence: charge.amount_refunded,
      status,
      full,
      restockedUnits,
      creditNote: credited.creditNote?.reference ?? null,
    },
  });
  return 'unchanged';
}
