import { date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { FatOption, Moisture } from '../../../shared/constants';
import type { CancelReason } from '../../../shared/subscription-cancel';
import { user } from './auth';
import { frequencyEnum, moistureEnum, subscriptionStatusEnum, weightEnum } from './enums';

export type SubscriptionBag = { variety: string; moisture: Moisture; fat: FatOption };

/** A subscription, with one bag selection per bag and the price in pence. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    planName: text('plan_name').notNull(),
    bagCount: integer('bag_count').notNull(),
    /** Bag size, kept as both quantity and weight. */
    weight: weightEnum('weight').notNull(),
    frequency: frequencyEnum('frequency').notNull(),
    pricePence: integer('price_pence').notNull(),
    moistureLevel: moistureEnum('moisture_level').notNull(),
    bags: jsonb('bags').$type<SubscriptionBag[]>().notNull(),
    deliveryFullName: text('delivery_full_name'),
    deliveryAddress1: text('delivery_address1').notNull(),
    deliveryAddress2: text('delivery_address2'),
    deliveryCity: text('delivery_city').notNull(),
    deliveryPostcode: text('delivery_postcode').notNull(),
    status: subscriptionStatusEnum('status').notNull().default('active'),
    nextDeliveryAt: date('next_delivery_at').notNull(),
    /** The delivery date the customer was last warned about an unavailable variety (one email per period). */
    unavailableWarnedFor: date('unavailable_warned_for'),
    /** Why the subscriber cancelled (shared/subscription-cancel.ts), and their words for 'Other'. */
    cancelReason: text('cancel_reason').$type<CancelReason>(),
    cancelDetails: text('cancel_details'),
    /**
     * The key information shown above the subscribe button, exactly as the customer saw it (rebuilt by the
     * server from the same choices). Null on subscriptions made before it was shown.
     */
    keyInformation: text('key_information'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId, t.createdAt),
    index('subscriptions_due_idx').on(t.status, t.nextDeliveryAt),
  ],
);
