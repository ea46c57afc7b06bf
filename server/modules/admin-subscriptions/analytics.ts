import { inArray } from 'drizzle-orm';
import { addMonths, type SubscriptionAnalytics, subscriptionAnalytics, ukMonth } from '../../../shared/subscription-analytics';
import type { Db } from '../../db/client';
import { subscriptionEvents, subscriptions } from '../../db/schema/index';

/** The event kinds that change the figures; the rest of the timeline is left in the database. */
const COUNTED = ['created', 'paused', 'resumed', 'cancelled'] as const;

/** The owner's subscription figures for the twelve UK calendar months up to and including the current one. */
export async function subscriptionFigures(db: Db, now: Date = new Date()): Promise<SubscriptionAnalytics> {
  const [rows, events] = await Promise.all([
    db
      .select({
        id: subscriptions.id,
        createdAt: subscriptions.createdAt,
        updatedAt: subscriptions.updatedAt,
        status: subscriptions.status,
        pricePence: subscriptions.pricePence,
        frequency: subscriptions.frequency,
        cancelReason: subscriptions.cancelReason,
      })
      .from(subscriptions),
    db
      .select({ subscriptionId: subscriptionEvents.subscriptionId, kind: subscriptionEvents.kind, at: subscriptionEvents.at })
      .from(subscriptionEvents)
      .where(inArray(subscriptionEvents.kind, [...COUNTED])),
  ]);
  const bySubscription = new Map<string, { kind: string; at: Date }[]>();
  for (const event of events) {
    const list = bySubscription.get(event.subscriptionId) ?? [];
    list.push({ kind: event.kind, at: event.at });
    bySubscription.set(event.subscriptionId, list);
  }
  const to = ukMonth(now);
  return subscriptionAnalytics(
    rows.map((row) => ({ ...row, events: bySubscription.get(row.id) ?? [] })),
    addMonths(to, -11),
    to,
  );
}
