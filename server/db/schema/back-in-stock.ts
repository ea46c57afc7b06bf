import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { productVariants } from './catalogue';

/**
 * 'Email me when it's back' for one size of a product. pending: a guest has not yet
 * confirmed (double opt-in); confirmed: waiting for the restock; notified: its one email is in the outbox.
 * The restock trigger (drizzle/0011) queues one 'back-in-stock' job per confirmed row.
 */
export const backInStockRequests = pgTable(
  'back_in_stock_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased: one request per address and size, however it was typed. */
    email: text('email').notNull(),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    userId: text('user_id'),
    status: text('status', { enum: ['pending', 'confirmed', 'notified'] }).notNull(),
    /** SHA-256 of the guest's confirmation token; the token itself is only in the email. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    unique('back_in_stock_requests_email_variant_key').on(t.email, t.variantId),
    index('back_in_stock_requests_variant_status_idx').on(t.variantId, t.status),
    unique('back_in_stock_requests_token_key').on(t.confirmTokenHash),
    check('back_in_stock_requests_status_check', sql`${t.status} in ('pending', 'confirmed', 'notified')`),
  ],
);
