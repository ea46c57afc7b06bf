import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  SUBSCRIPTION_EVENT_ACTORS,
  type SubscriptionEventActor,
  type SubscriptionEventKind,
} from '../../../shared/subscription-events';
import { subscriptions } from './subscriptions';

/**
 * Everything that happened to a subscription, oldest first: its timeline on the subscription card and
 * in the back office, and the history the owner's figures (new, cancelled, paused, resumed, failed
 * payments per month) are counted from. Append-only.
 */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<SubscriptionEventKind>().notNull(),
    actor: text('actor').$type<SubscriptionEventActor>().notNull(),
    /** The account that acted (the subscriber, or the admin); null for the shop's own jobs. */
    actorUserId: text('actor_user_id'),
    /**
     * Set only on events that must happen once per delivery or anniversary (the renewal reminder,
     * the six-month notice): the unique index below then lets exactly one instance write it.
     */
    period: date('period'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    /** The clock at the write, not the transaction's start: two events of one change keep their order. */
    at: timestamp('at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    index('subscription_events_subscription_idx').on(t.subscriptionId, t.at),
    index('subscription_events_kind_idx').on(t.kind, t.at),
    uniqueIndex('subscription_events_once_per_period_idx')
      .on(t.subscriptionId, t.kind, t.period)
      .where(sql`${t.period} is not null`),
    check('subscription_events_actor_check', sql.raw(`actor in (${SUBSCRIPTION_EVENT_ACTORS.map((a) => `'${a}'`).join(', ')})`)),
  ],
);
