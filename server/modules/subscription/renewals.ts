import { and, asc, eq, lte } from 'drizzle-orm';
import { shopToday } from '../../../shared/promotions';
import { nextDeliveryAfter, subscriptionShippingPence } from '../../../shared/subscriptions';
import type { Tx } from '../../db/client';
import { subscriptions, user } from '../../db/schema/index';
import type { AppDeps } from '../../trpc/context';
import { loadDeliveryRates } from '../delivery/queries';
import { hasSavedCard } from '../payment/renewal-charges';
import { warnUnavailableVarieties } from './availability-warning';
import { recordSubscriptionEvent } from './events';
import { createRenewalOrder } from './renewal-order';

export type RenewalRun = { renewed: number; held: number; skipped: number };

/**
 * Creates the orders of every due subscription. Each subscription is taken in its own transaction
 * with FOR UPDATE SKIP LOCKED, so several app instances can run this at once without doubling up;
 * the unique (subscription, period) key on orders is the second guard.
 */
export async function runRenewals(deps: AppDeps, today = shopToday()): Promise<RenewalRun> {
  const run: RenewalRun = { renewed: 0, held: 0, skipped: 0 };
  await warnUnavailableVarieties(deps, today); // customers hear of a sold-out variety before their box is due
  for (;;) {
    const outcome = await deps.db.transaction(async (tx) => {
      const [due] = await tx
        .select({ subscription: subscriptions, email: user.email })
        .from(subscriptions)
        .innerJoin(user, eq(user.id, subscriptions.userId))
        .where(and(eq(subscriptions.status, 'active'), lte(subscriptions.nextDeliveryAt, today), eq(user.emailVerified, true)))
        .orderBy(asc(subscriptions.nextDeliveryAt), asc(subscriptions.id))
        .limit(1)
        .for('update', { of: subscriptions, skipLocked: true });
      if (!due) return null;
      return renewOne(tx, deps, due.subscription, due.email, today);
    });
    if (outcome === null) return run;
    run[outcome]++;
  }
}

async function renewOne(
  tx: Tx,
  deps: AppDeps,
  subscription: typeof subscriptions.$inferSelect,
  email: string,
  today: string,
): Promise<'renewed' | 'held' | 'skipped'> {
  const period = subscription.nextDeliveryAt;
  // Move to the first delivery after today, so a long-overdue row does not make catch-up orders.
  let next = nextDeliveryAfter(period, subscription.frequency);
  while (next <= today) next = nextDeliveryAfter(next, subscription.frequency);
  const created = await createRenewalOrder(tx, deps, {
    subscription,
    email,
    period,
    nextDeliveryAt: next,
    paymentMethod: (await hasSavedCard(tx, deps, subscription.userId)) ? 'card' : 'bank_transfer',
    shippingPence: subscriptionShippingPence(subscription.planName, (await loadDeliveryRates(tx)).subscriptionPricePence),
  });
  await tx
    .update(subscriptions)
    .set({ nextDeliveryAt: next, updatedAt: new Date() })
    .where(eq(subscriptions.id, subscription.id));
  if (created !== 'skipped')
    await recordSubscriptionEvent(tx, {
      subscriptionId: subscription.id,
      kind: 'renewed',
      actor: 'system',
      detail: { period, held: created === 'held', next },
    });
  return created;
}
