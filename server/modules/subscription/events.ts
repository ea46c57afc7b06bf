import { asc, eq } from 'drizzle-orm';
import type { SubscriptionEventActor, SubscriptionEventKind, SubscriptionEventView } from '../../../shared/subscription-events';
import type { DbOrTx } from '../../db/client';
import { subscriptionEvents } from '../../db/schema/index';

export type NewSubscriptionEvent = {
  subscriptionId: string;
  kind: SubscriptionEventKind;
  actor: SubscriptionEventActor;
  actorUserId?: string | null;
  /** Only for once-per-period events (reminder, six-month notice): a second write for the same period is a no-op. */
  period?: string;
  detail?: Record<string, unknown>;
};

/**
 * Appends one entry to a subscription's timeline. Call it in the transaction of the change it
 * records, so the history never claims a change that rolled back. Resolves to false when a
 * once-per-period event was already written (by this or another instance).
 */
export async function recordSubscriptionEvent(tx: DbOrTx, event: NewSubscriptionEvent): Promise<boolean> {
  const written = await tx
    .insert(subscriptionEvents)
    .values({
      subscriptionId: event.subscriptionId,
      kind: event.kind,
      actor: event.actor,
      actorUserId: event.actorUserId ?? null,
      period: event.period ?? null,
      detail: event.detail ?? {},
    })
    .onConflictDoNothing()
    .returning({ id: subscriptionEvents.id });
  return written.length > 0;
}

/** A subscription's timeline, oldest first (the caller has checked who may read it). */
export function subscriptionTimeline(db: DbOrTx, subscriptionId: string): Promise<SubscriptionEventView[]> {
  return db
    .select({
      id: subscriptionEvents.id,
      kind: subscriptionEvents.kind,
      actor: subscriptionEvents.actor,
      detail: subscriptionEvents.detail,
      at: subscriptionEvents.at,
    })
    .from(subscriptionEvents)
    .where(eq(subscriptionEvents.subscriptionId, subscriptionId))
    .orderBy(asc(subscriptionEvents.at), asc(subscriptionEvents.id));
}
