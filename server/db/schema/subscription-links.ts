import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { subscriptions } from './subscriptions';

/**
 * The one-click links in subscription emails that have been used, by their token id (jti). A link
 * acts once: its id is inserted in the transaction of the change it makes, so a second press (or a
 * second instance) finds the row and does nothing. Rows can go once their link has expired.
 */
export const subscriptionLinkUses = pgTable(
  'subscription_link_uses',
  {
    jti: uuid('jti').primaryKey(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the link would have expired anyway: after this the row is no longer needed. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('subscription_link_uses_expires_idx').on(t.expiresAt)],
);
