import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { products } from './catalogue';
import { moistureEnum, weightEnum } from './enums';

/** A signed-in shopper's cart; guests keep theirs in localStorage until they sign in. */
export const carts = pgTable('carts', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: 'cascade' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    weight: weightEnum('weight').notNull(),
    moisture: moistureEnum('moisture').notNull(),
    quantity: integer('quantity').notNull(),
    /** Keeps lines in the order they were added (clock_timestamp differs per row in one statement). */
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    unique('cart_items_line_key').on(t.cartId, t.productId, t.weight, t.moisture),
    check('cart_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);
