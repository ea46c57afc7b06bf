import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CreditNoteLine, RateAmounts } from '../../../shared/credit-notes';
import { user } from './auth';
import { invoices, orders } from './orders';

/** Single-row counter for credit note numbers (CN-00001), taken in the issuing transaction so they have no gaps. */
export const creditNoteCounter = pgTable('credit_note_counter', {
  id: integer('id').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * A credit note against an invoice (the invoice itself is never edited once paid). Its amounts are
 * negative: a full credit negates every line, the delivery and every VAT rate of the invoice; a
 * partial credit (a part refund) is apportioned across the invoice's VAT rates and has no lines.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: integer('number').notNull().unique(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id),
    kind: text('kind', { enum: ['full', 'partial'] }).notNull(),
    reason: text('reason').notNull(),
    lines: jsonb('lines').$type<CreditNoteLine[]>().notNull(),
    vatSummary: jsonb('vat_summary').$type<RateAmounts[]>().notNull(),
    discountPence: integer('discount_pence').notNull().default(0),
    shippingPence: integer('shipping_pence').notNull().default(0),
    /** The invoice's delivery discount negated on a full credit (0 on a partial one), as discount_pence. */
    shippingDiscountPence: integer('shipping_discount_pence').notNull().default(0),
    subtotalNetPence: integer('subtotal_net_pence').notNull(),
    vatPence: integer('vat_pence').notNull(),
    totalPence: integer('total_pence').notNull(),
    actorUserId: text('actor_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_notes_user_idx').on(t.userId, t.createdAt),
    index('credit_notes_invoice_idx').on(t.invoiceId),
    check('credit_notes_negative_check', sql`${t.totalPence} <= 0 AND ${t.vatPence} <= 0 AND ${t.subtotalNetPence} <= 0`),
  ],
);
