import { integer, pgTable, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { moistureEnum, weightEnum } from './enums';
import { subscriptions } from './subscriptions';

/**
 * One-off shop items a subscriber added to their next renewal box ('Add to next box'). They are priced
 * at retail when the renewal runs and deleted once that box is ordered: they belong to one box only.
 */
export const subscriptionExtras = pgTable(
  'subscription_extras',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    weight: weightEnum('weight').notNull(),
    moisture: moistureEnum('moisture').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('subscription_extras_line_uq').on(t.subscriptionId, t.productId, t.weight, t.moisture)],
);
