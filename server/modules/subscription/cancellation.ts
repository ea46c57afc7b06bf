import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { shopToday } from '../../../shared/promotions';
import type { cancelSubscriptionSchema } from '../../../shared/schemas/subscription-cancel';
import { cancelReasonText } from '../../../shared/subscription-cancel';
import type { Tx } from '../../db/client';
import { orders, subscriptions, user } from '../../db/schema/index';
import { subscriptionEndedEmail } from '../../mail/subscription-emails';
import type { AppDeps } from '../../trpc/context';
import { applyChangeTo } from './changes';
import { type CustomerActor, ownSubscription } from './service';

/** Renewal orders not yet on their way: cancelling stops new boxes, not these. */
const STILL_TO_SHIP = ['awaiting_payment', 'paid', 'packed'] as const;

/**
 * The subscriber cancels: the reason is kept on the subscription and its timeline, and the
 * end-of-subscription email (the end date and the boxes still coming) goes in the same transaction.
 * A cancelled subscription cannot be cancelled again, so that email goes once.
 */
export async function cancelOwnSubscription(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config'>,
  userId: string,
  input: z.output<typeof cancelSubscriptionSchema>,
) {
  return deps.db.transaction((tx) => cancelInTransaction(tx, deps, userId, input, 'customer'));
}

/** The cancellation inside the caller's transaction (an email-link page audits it in the same one). */
export async function cancelInTransaction(
  tx: Tx,
  deps: Pick<AppDeps, 'mailer' | 'config'>,
  userId: string,
  input: z.output<typeof cancelSubscriptionSchema>,
  actor: CustomerActor,
) {
  const current = await ownSubscription(tx, userId, input.id, true);
  const details = input.reason === 'other' ? (input.details ?? null) : null;
  const reason = input.reason ? { reason: cancelReasonText(input.reason, details), reasonCode: input.reason } : {};
  const row = await applyChangeTo(tx, current, 'cancel', { actor, actorUserId: userId, detail: reason });
  if (input.reason)
    await tx
      .update(subscriptions)
      .set({ cancelReason: input.reason, cancelDetails: details })
      .where(eq(subscriptions.id, row.id));
  const stillShipping = await tx
    .select({ number: orders.number, period: orders.renewalPeriod, status: orders.status })
    .from(orders)
    .where(and(eq(orders.subscriptionId, row.id), inArray(orders.status, [...STILL_TO_SHIP])))
    .orderBy(asc(orders.number));
  const [account] = await tx.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, userId));
  if (account)
    await deps.mailer.enqueue(
      subscriptionEndedEmail({
        to: account.email,
        name: current.deliveryFullName ?? account.name,
        planName: current.planName,
        endDate: shopToday(),
        stillShipping,
        baseUrl: deps.config.baseUrl,
      }),
      tx,
    );
  return row;
}
