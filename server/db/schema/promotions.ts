import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { discountTypeEnum } from './enums';

/** A promotion. discount_value is basis points for percentages, pence for fixed amounts. */
export const promotions = pgTable(
  'promotions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    description: text('description'),
    discountType: discountTypeEnum('discount_type').notNull(),
    discountValue: integer('discount_value').notNull(),
    minOrderAmountPence: integer('min_order_amount_pence').notNull().default(0),
    maxUses: integer('max_uses'),
    currentUses: integer('current_uses').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    validUntil: date('valid_until'),
    /** 'Once per customer': each customer may redeem the code once. */
    oncePerCustomer: boolean('once_per_customer').notNull().default(false),
    /** 'First orders only': only a customer with no earlier (uncancelled) order may redeem it. */
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('promotions_code_upper_check', sql`${t.code} = upper(${t.code})`),
    check('promotions_value_check', sql`${t.discountValue} >= 0`),
    check('promotions_percentage_check', sql`${t.discountType} <> 'percentage' OR ${t.discountValue} <= 10000`),
    check('promotions_uses_check', sql`${t.maxUses} IS NULL OR ${t.currentUses} <= ${t.maxUses}`),
  ],
);

export const promotionRedemptions = pgTable(
  'promotion_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    promotionId: uuid('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    discountPence: integer('discount_pence').notNull(),
    /**
     * The user id for codes a customer may use once (once per customer, first orders only), null
     * otherwise: the unique index over (promotion, customer key) is what stops two concurrent orders
     * by one customer from both redeeming such a code. Nulls never collide, so other codes are free.
     */
    customerKey: text('customer_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('promotion_redemptions_order_key').on(t.orderId),
    uniqueIndex('promotion_redemptions_customer_key').on(t.promotionId, t.customerKey),
  ],
);
