import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Delivery prices the back office edits (admin 'Delivery' page); the defaults are seeded by a
 * migration so a new production database charges for delivery from its first order.
 */

/** Royal Mail style weight bands: a parcel up to max_weight_grams costs price_pence (VAT-inclusive). */
export const deliveryBands = pgTable(
  'delivery_bands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    service: text('service').notNull(),
    maxWeightGrams: integer('max_weight_grams').notNull().unique(),
    pricePence: integer('price_pence').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('delivery_bands_values_check', sql`${t.maxWeightGrams} > 0 AND ${t.pricePence} >= 0`)],
);

/** Single row (id 1): the free-delivery threshold, the collect option and the subscription rate. */
export const deliverySettings = pgTable(
  'delivery_settings',
  {
    id: integer('id').primaryKey(),
    /** Goods after the discount, VAT-inclusive, at or above which shop delivery is free. */
    freeThresholdPence: integer('free_threshold_pence').notNull().default(4000),
    collectEnabled: boolean('collect_enabled').notNull().default(false),
    collectPricePence: integer('collect_price_pence').notNull().default(0),
    /** Every renewal of a plan without free shipping pays this (The Monarch ships free). */
    subscriptionPricePence: integer('subscription_price_pence').notNull().default(395),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('delivery_settings_single_row', sql`${t.id} = 1`),
    check(
      'delivery_settings_values_check',
      sql`${t.freeThresholdPence} >= 0 AND ${t.collectPricePence} >= 0 AND ${t.subscriptionPricePence} >= 0`,
    ),
  ],
);
