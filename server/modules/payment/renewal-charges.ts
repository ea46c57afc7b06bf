import { and, asc, eq, isNotNull, lte, notInArray } from 'drizzle-orm';
import Stripe from 'stripe';
import { nextDunningAttempt } from '../../../shared/payments';
import type { Tx } from '../../db/client';
import { orderEvents, orders, paymentCustomers, payments, subscriptions, user } from '../../db/schema/index';
import type { AppDeps } from '../../trpc/context';
import { SYSTEM_ACTOR } from '../audit/actor';
import { recordAudit } from '../audit/service';
import { subscriptionEmailLinks } from '../subscription/email-links';
import { recordSubscriptionEvent } from '../subscription/events';
import { cancelUnpaidOrder } from './cancel-unpaid';
import { alertAdmins, renewalAuthenticationEmail, renewalDeclinedEmail } from './emails';
import { cardOf, SHOP_CURRENCY, savePaymentRow, settleSucceededIntent } from './settle';
import { stripeClientFor } from './stripe-client';

type Order = typeof orders.$inferSelect;
export type ChargeOutcome = 'paid' | 'declined' | 'paused' | 'authentication_required' | 'review' | 'error';
export type ChargeRun = Record<ChargeOutcome, number>;

/** A renewal is paid by card when the shop takes cards and the customer saved one. */
export async function hasSavedCard(tx: Tx, deps: AppDeps, userId: string): Promise<boolean> {
  if (!deps.config.stripe) return false;
  const [row] = await tx
    .select({ userId: paymentCustomers.userId })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.userId, userId), isNotNull(paymentCustomers.defaultPaymentMethodId)));
  return Boolean(row);
}

/** How long a claimed charge is left alone: a crashed run's order is tried again after this. */
const LEASE_MS = 15 * 60_000;

/** Takes one due renewal charge (SKIP LOCKED, several instances may run) and leases it. */
async function claimDue(deps: AppDeps, now: Date) {
  return deps.db.transaction(async (tx) => {
    const [due] = await tx
      .select({ order: orders, customer: paymentCustomers, email: user.email })
      .from(orders)
      .innerJoin(paymentCustomers, eq(paymentCustomers.userId, orders.userId))
      .innerJoin(user, eq(user.id, orders.userId))
      .where(
        and(
          eq(orders.source, 'subscription'),
          eq(orders.status, 'awaiting_payment'),
          eq(orders.paymentMethod, 'card'),
          lte(orders.nextPaymentAttemptAt, now),
        ),
      )
      .orderBy(asc(orders.nextPaymentAttemptAt))
      .limit(1)
      .for('update', { of: orders, skipLocked: true });
    if (!due) return null;
    await tx
      .update(orders)
      .set({ nextPaymentAttemptAt: new Date(now.getTime() + LEASE_MS) })
      .where(eq(orders.id, due.order.id));
    return due;
  });
}

const payUrl = (deps: AppDeps, orderId: string) => `${deps.config.baseUrl}/pay/${orderId}`;

async function note(tx: Tx, order: Order, text: string, attempt: number, nextAt: Date | null) {
  await tx
    .update(orders)
    .set({ paymentAttempts: attempt, nextPaymentAttemptAt: nextAt, updatedAt: new Date() })
    .where(eq(orders.id, order.id));
  await tx.insert(orderEvents).values({ orderId: order.id, status: order.status, note: text, actorUserId: SYSTEM_ACTOR.userId });
}

/** The one-click links for the subscription's next delivery, for the payment-needed emails. */
async function linksOf(tx: Tx, deps: AppDeps, order: Order) {
  if (!order.subscriptionId) return undefined;
  const [sub] = await tx
    .select({ id: subscriptions.id, next: subscriptions.nextDeliveryAt })
    .from(subscriptions)
    .where(eq(subscriptions.id, order.subscriptionId));
  return sub ? subscriptionEmailLinks(deps.config, sub.id, sub.next) : undefined;
}

type FailedAttempt = { kind: 'declined'; reason: string } | { kind: 'authentication_required' };

/**
 * A failed renewal charge (dunning): a decline, or a bank asking for 3-D Secure that the customer
 * has not completed, is tried again off-session on days 1, 3 and 7 after the renewal, with an email
 * each time (the 3-D Secure email carries the link to confirm); after the last failure the order
 * is cancelled (its stock goes back), the subscription pauses and the customer and the admins are told.
 */
async function recordFailedAttempt(
  tx: Tx,
  deps: AppDeps,
  order: Order,
  email: string,
  attempt: number,
  failure: FailedAttempt,
): Promise<ChargeOutcome> {
  const nextAt = nextDunningAttempt(order.createdAt, attempt);
  const nextDay = nextAt ? nextAt.toISOString().slice(0, 10) : null;
  const what =
    failure.kind === 'declined'
      ? `Renewal charge ${attempt} declined: ${failure.reason}`
      : `Renewal charge ${attempt} needs the customer to confirm with their bank (3-D Secure); emailed a payment link`;
  await note(tx, order, `${what}${nextDay ? `; next try ${nextDay}` : '; subscription paused'}`, attempt, nextAt);
  // After the last attempt the box is cancelled, so the email sends the customer to their card, not to pay.
  const url = nextAt ? payUrl(deps, order.id) : `${deps.config.baseUrl}/account`;
  const base = { to: email, orderNumber: order.number, totalPence: order.totalPence, url, links: await linksOf(tx, deps, order) };
  await deps.mailer.enqueue(
    failure.kind === 'authentication_required' && nextAt
      ? renewalAuthenticationEmail(base)
      : renewalDeclinedEmail({ ...base, nextAttempt: nextDay }),
    tx,
  );
  await recordAudit(tx, {
    actorUserId: SYSTEM_ACTOR.userId,
    action: failure.kind === 'declined' ? 'payment.renewal_declined' : 'payment.renewal_authentication_required',
    targetType: 'order',
    targetId: order.id,
    after: {
      attempt,
      reason: failure.kind === 'declined' ? failure.reason : '3-D Secure required',
      nextAttemptAt: nextAt?.toISOString() ?? null,
    },
  });
  if (order.subscriptionId)
    await recordSubscriptionEvent(tx, {
      subscriptionId: order.subscriptionId,
      kind: 'payment_failed',
      actor: 'system',
      detail: { orderId: order.id, orderNumber: order.number, attempt, final: !nextAt },
    });
  if (nextAt) return failure.kind === 'declined' ? 'declined' : 'authentication_required';
  // A box that cannot be paid must not keep its stock from other customers.
  await cancelUnpaidOrder(tx, deps, order.id, {
    note: 'Renewal not paid after the last charge attempt: cancelled, stock released',
    auditAction: 'order.renewal_unpaid',
  });
  if (!order.subscriptionId) return 'paused';
  const paused = await tx
    .update(subscriptions)
    .set({ status: 'paused', updatedAt: new Date() })
    .where(and(eq(subscriptions.id, order.subscriptionId), eq(subscriptions.status, 'active')))
    .returning({ id: subscriptions.id });
  // The owner's churn figures count these apart from pauses the subscriber chose.
  if (paused.length > 0)
    await recordSubscriptionEvent(tx, {
      subscriptionId: order.subscriptionId,
      kind: 'paused',
      actor: 'system',
      detail: { cause: 'payment_failed', orderId: order.id },
    });
  await recordAudit(tx, {
    actorUserId: SYSTEM_ACTOR.userId,
    action: 'subscription.paused_unpaid',
    targetType: 'subscription',
    targetId: order.subscriptionId,
    after: { status: 'paused', orderId: order.id },
  });
  const why =
    failure.kind === 'declined'
      ? `declined ${attempt} times (${failure.reason})`
      : `not confirmed with 3-D Secure after ${attempt} attempts`;
  await alertAdmins(tx, deps, `Subscription paused: renewal order #${order.number} unpaid`, [
    `The saved card was ${why} for renewal order #${order.number}. The order is cancelled (its stock is back on sale) and the subscription is paused.`,
  ]);
  return 'paused';
}

/**
 * One live PaymentIntent per renewal: before a retry, the previous attempt's intent is looked at.
 * If the customer paid it meanwhile (the emailed link), it is settled instead of charging again;
 * otherwise it is cancelled, so a late confirmation of the old intent cannot charge twice.
 */
async function settleOrCancelPrevious(deps: AppDeps, stripe: Stripe, order: Order): Promise<'paid' | 'clear' | 'busy'> {
  const open = await deps.db
    .select({ intentId: payments.paymentIntentId })
    .from(payments)
    .where(and(eq(payments.orderId, order.id), notInArray(payments.status, ['succeeded', 'canceled'])));
  for (const { intentId } of open) {
    const intent = await stripe.paymentIntents.retrieve(intentId);
    if (intent.status === 'succeeded') {
      await deps.db.transaction((tx) => settleSucceededIntent(tx, deps, intent, cardOf(intent)));
      return 'paid';
    }
    // A payment the bank is still processing: leave it; the webhook settles it or a later run retries.
    if (intent.status === 'processing') return 'busy';
    const cancelled = intent.status === 'canceled' ? intent : await stripe.paymentIntents.cancel(intentId);
    await deps.db.transaction((tx) => savePaymentRow(tx, order.id, cancelled, null));
  }
  return 'clear';
}

/** Charges one claimed renewal off-session; the idempotency key is the subscription, the period and the attempt. */
async function chargeOne(
  deps: AppDeps,
  stripe: Stripe,
  due: NonNullable<Awaited<ReturnType<typeof claimDue>>>,
): Promise<ChargeOutcome> {
  const { order, customer, email } = due;
  const attempt = order.paymentAttempts + 1;
  try {
    if (attempt > 1) {
      const previous = await settleOrCancelPrevious(deps, stripe, order);
      if (previous === 'paid') return 'paid';
      if (previous === 'busy') return 'error'; // the lease runs out and a later run looks again
    }
    const intent = await stripe.paymentIntents.create(
      {
        amount: order.totalPence,
        currency: SHOP_CURRENCY,
        customer: customer.stripeCustomerId,
        payment_method: customer.defaultPaymentMethodId ?? undefined,
        off_session: true,
        confirm: true,
        description: `Order #${order.number} (subscription renewal)`,
        metadata: { orderId: order.id, subscriptionId: order.subscriptionId ?? '', period: order.renewalPeriod ?? '' },
      },
      { idempotencyKey: `renewal:${order.subscriptionId}:${order.renewalPeriod}:${attempt}` },
    );
    return deps.db.transaction(async (tx) => {
      await tx.update(orders).set({ paymentAttempts: attempt }).where(eq(orders.id, order.id));
      const card = cardOf(intent) ?? { brand: customer.cardBrand, last4: customer.cardLast4 };
      if (intent.status !== 'succeeded') {
        await savePaymentRow(tx, order.id, intent, card);
        await note(tx, order, `Renewal charge ${attempt} is ${intent.status}`, attempt, null);
        return 'error';
      }
      const settled = await settleSucceededIntent(tx, deps, intent, card);
      return settled === 'review' ? 'review' : 'paid';
    });
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeCardError)) {
      deps.logger.error(`renewal charge for order #${order.number} failed`, error);
      return 'error'; // the lease runs out and a later run tries the same attempt (same idempotency key)
    }
    return deps.db.transaction(async (tx) => {
      if (error.payment_intent) await savePaymentRow(tx, order.id, error.payment_intent, null);
      const failure: FailedAttempt =
        error.code === 'authentication_required'
          ? { kind: 'authentication_required' }
          : { kind: 'declined', reason: error.message };
      return recordFailedAttempt(tx, deps, order, email, attempt, failure);
    });
  }
}

/**
 * Scheduled job: charges every renewal whose attempt is due (the first right after the renewal,
 * then the dunning retries). Nothing ships before it is paid: the order stays awaiting payment.
 */
export async function chargeDueRenewals(deps: AppDeps, now = new Date()): Promise<ChargeRun> {
  const run: ChargeRun = { paid: 0, declined: 0, paused: 0, authentication_required: 0, review: 0, error: 0 };
  const stripe = stripeClientFor(deps.config);
  if (!stripe) return run;
  for (;;) {
    const due = await claimDue(deps, now);
    if (!due) return run;
    run[await chargeOne(deps, stripe, due)]++;
  }
}
