import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { orders } from './orders';

/** One Stripe PaymentIntent of an order (a renewal may have one per charge attempt). */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentIntentId: text('payment_intent_id').notNull().unique(),
    amountPence: integer('amount_pence').notNull(),
    currency: text('currency').notNull(),
    /** Stripe's PaymentIntent status as last seen (requires_payment_method, succeeded, canceled...). */
    status: text('status').notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    refundedPence: integer('refunded_pence').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payments_order_idx').on(t.orderId)],
);

/**
 * Webhook events already acted on. The row is inserted in the transaction of the change the event
 * makes, so a redelivered or concurrently delivered event finds it (unique id) and does nothing.
 */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The Stripe Customer of a shop account and its saved card (for subscription renewals). */
export const paymentCustomers = pgTable('payment_customers', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  stripeCustomerId: text('stripe_customer_id').notNull().unique(),
  defaultPaymentMethodId: text('default_payment_method_id'),
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
