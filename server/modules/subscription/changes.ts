import { eq } from 'drizzle-orm';
import type { Frequency } from '../../../shared/constants';
import { shopToday } from '../../../shared/promotions';
import type { SubscriptionEventActor, SubscriptionEventKind } from '../../../shared/subscription-events';
import { delayedDelivery, nextDeliveryAfter } from '../../../shared/subscriptions';
import type { Db, Tx } from '../../db/client';
import { subscriptions } from '../../db/schema/index';
import { AppError } from '../../errors';
import { recordSubscriptionEvent } from './events';
import { type CustomerActor, ownSubscription } from './service';

type Subscription = typeof subscriptions.$inferSelect;

export type SubscriptionChange = 'cancel' | 'pause' | 'resume' | 'skip' | 'delay' | 'order_now';

/** The state changes a subscriber (or an admin) can make; anything else is refused with a reason. */
export function applyChange(
  current: { status: string; nextDeliveryAt: string; frequency: Frequency },
  change: SubscriptionChange,
  today = shopToday(),
) {
  switch (change) {
    case 'cancel':
      if (current.status === 'cancelled') throw new AppError('BAD_REQUEST', 'This subscription is already cancelled.');
      return { status: 'cancelled' as const };
    case 'pause':
      if (current.status !== 'active') throw new AppError('BAD_REQUEST', 'Only active subscriptions can be paused.');
      return { status: 'paused' as const };
    case 'resume':
      if (current.status !== 'paused') throw new AppError('BAD_REQUEST', 'Only paused subscriptions can be resumed.');
      return { status: 'active' as const, nextDeliveryAt: current.nextDeliveryAt < today ? today : current.nextDeliveryAt };
    case 'skip':
      if (current.status !== 'active') throw new AppError('BAD_REQUEST', 'Only active subscriptions can skip a delivery.');
      return { nextDeliveryAt: nextDeliveryAfter(current.nextDeliveryAt, current.frequency) };
    case 'delay':
      if (current.status !== 'active') throw new AppError('BAD_REQUEST', 'Only active subscriptions can be delayed.');
      return { nextDeliveryAt: delayedDelivery(current.nextDeliveryAt) };
    case 'order_now':
      // The box becomes due today: the renewal orders it, and the schedule continues from today.
      if (current.status !== 'active') throw new AppError('BAD_REQUEST', 'Only active subscriptions can order a box now.');
      if (current.nextDeliveryAt <= today) throw new AppError('BAD_REQUEST', 'Your next box is already being ordered today.');
      return { nextDeliveryAt: today };
  }
}

const EVENT_OF: Record<SubscriptionChange, SubscriptionEventKind> = {
  cancel: 'cancelled',
  pause: 'paused',
  resume: 'resumed',
  skip: 'skipped',
  delay: 'delayed',
  order_now: 'ordered_now',
};

/**
 * Applies one change to a row the caller has locked, and puts it on the subscription's timeline in
 * the same transaction (a moved delivery with its old and new date). Shared by the account, the back
 * office and the email links, so all three follow one rule.
 */
export async function applyChangeTo(
  tx: Tx,
  current: Subscription,
  change: SubscriptionChange,
  by: { actor: SubscriptionEventActor; actorUserId: string | null; detail?: Record<string, unknown> },
): Promise<Subscription> {
  const [row] = await tx
    .update(subscriptions)
    .set({ ...applyChange(current, change), updatedAt: new Date() })
    .where(eq(subscriptions.id, current.id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'Subscription not found.');
  const moved = row.nextDeliveryAt !== current.nextDeliveryAt ? { from: current.nextDeliveryAt, to: row.nextDeliveryAt } : {};
  await recordSubscriptionEvent(tx, {
    subscriptionId: row.id,
    kind: EVENT_OF[change],
    actor: by.actor,
    actorUserId: by.actorUserId,
    detail: { ...moved, ...by.detail },
  });
  return row;
}

export async function changeOwnSubscription(
  db: Db,
  userId: string,
  id: string,
  change: SubscriptionChange,
  actor: CustomerActor = 'customer',
) {
  return db.transaction(async (tx) => {
    const current = await ownSubscription(tx, userId, id, true);
    return applyChangeTo(tx, current, change, { actor, actorUserId: userId });
  });
}
