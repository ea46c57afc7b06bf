import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { VatRateSummary } from '../../../shared/totals';
import { user } from './auth';
import { products, productVariants } from './catalogue';
import { invoiceStatusEnum, moistureEnum, orderSourceEnum, orderStatusEnum, weightEnum } from './enums';
import { promotions } from './promotions';

export type ShippingAddress = {
  fullName: string;
  address1: string;
  address2: string | null;
  city: string;
  postcode: string;
};

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Human order number, e.g. 1042. */
    number: integer('number').generatedAlwaysAsIdentity({ startWith: 1001 }).notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id),
    status: orderStatusEnum('status').notNull().default('awaiting_payment'),
    source: orderSourceEnum('source').notNull().default('shop'),
    paymentMethod: text('payment_method').notNull(),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>().notNull(),
    subtotalNetPence: integer('subtotal_net_pence').notNull(),
    vatPence: integer('vat_pence').notNull(),
    /** What the code took off the goods; shipping_discount_pence is what it took off the delivery. */
    discountPence: integer('discount_pence').notNull().default(0),
    /** The delivery charged after any discount (VAT-inclusive) and the VAT in it (shared/totals.ts). */
    shippingPence: integer('shipping_pence').notNull().default(0),
    shippingVatPence: integer('shipping_vat_pence').notNull().default(0),
    /**
     * What a percentage code took off the delivery charge: views print the delivery at its list price
     * (shipping + this) and the discount as goods + this. 0 on orders placed before it was recorded,
     * whose documents showed the delivery after the discount and keep doing so.
     */
    shippingDiscountPence: integer('shipping_discount_pence').notNull().default(0),
    /**
     * The delivery's list price ex VAT, the invoice's unit price for the delivery line (its net amount
     * is the charge after the discount). Orders placed before it was recorded hold the net of what was charged.
     */
    shippingChargeNetPence: integer('shipping_charge_net_pence').notNull(),
    /** 'Tracked 48', 'Collect / local delivery' (null on orders placed before delivery was charged). */
    deliveryService: text('delivery_service'),
    /** vat_pence and total_pence are after the discount; this is goods and delivery per VAT rate. */
    vatSummary: jsonb('vat_summary').$type<VatRateSummary[]>().notNull().default([]),
    totalPence: integer('total_pence').notNull(),
    promotionId: uuid('promotion_id').references(() => promotions.id, { onDelete: 'set null' }),
    promotionCode: text('promotion_code'),
    /** The trade buyer's purchase order number, printed on the invoice and quoted back in emails; null when none. */
    poNumber: text('po_number'),
    /** Sent by the client with each placement; a retried submit replays the first order. */
    idempotencyKey: text('idempotency_key').notNull(),
    subscriptionId: uuid('subscription_id'),
    /** Renewal period key (e.g. 2026-11-22) so a subscription renews once per period. */
    renewalPeriod: text('renewal_period'),
    trackingReference: text('tracking_reference'),
    holdReason: text('hold_reason'),
    /** When the order's stock and promotion use went back (cancelled or fully credited); set once, so never twice. */
    goodsReturnedAt: timestamp('goods_returned_at', { withTimezone: true }),
    /** Off-session charge attempts of a card renewal (dunning) and when the next one is due. */
    paymentAttempts: integer('payment_attempts').notNull().default(0),
    nextPaymentAttemptAt: timestamp('next_payment_attempt_at', { withTimezone: true }),
    /** A bank-transfer order still unpaid at this instant (the end of its hold) is cancelled, its stock and code use returned. */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
    /** When the customer is reminded that the hold is ending; null once the reminder is written (or with no hold). */
    paymentReminderAt: timestamp('payment_reminder_at', { withTimezone: true }),
    /** The Terms of Sale and Delivery & Returns versions the shopper ordered under (shop orders; site_page_versions). */
    termsVersion: integer('terms_version'),
    deliveryReturnsVersion: integer('delivery_returns_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('orders_user_idempotency_key').on(t.userId, t.idempotencyKey),
    unique('orders_subscription_period_key').on(t.subscriptionId, t.renewalPeriod),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    index('orders_unpaid_idx').on(t.status, t.paymentMethod, t.createdAt),
    index('orders_payment_due_idx').on(t.paymentDueAt).where(sql`${t.status} = 'awaiting_payment'`),
    index('orders_payment_reminder_idx').on(t.paymentReminderAt).where(sql`${t.status} = 'awaiting_payment'`),
    check('orders_totals_check', sql`${t.totalPence} >= 0 AND ${t.discountPence} >= 0`),
    check('orders_shipping_discount_check', sql`${t.shippingDiscountPence} >= 0`),
  ],
);

/** Snapshot of what was bought, so later product edits never change an order. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    weight: weightEnum('weight').notNull(),
    moisture: moistureEnum('moisture').notNull(),
    /** A subscription bag's fat choice (lean or with-fat), so the box is packed as ordered; null for shop lines. */
    fat: text('fat'),
    unitNetPence: integer('unit_net_pence').notNull(),
    vatRateBps: integer('vat_rate_bps'),
    quantity: integer('quantity').notNull(),
    /** What the discount took off the line's VAT-inclusive total; net, VAT and total are after it. */
    lineDiscountPence: integer('line_discount_pence').notNull().default(0),
    lineNetPence: integer('line_net_pence').notNull(),
    lineVatPence: integer('line_vat_pence').notNull(),
    lineTotalPence: integer('line_total_pence').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), check('order_items_quantity_check', sql`${t.quantity} > 0`)],
);

/** Status history of an order (who moved it, when). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: orderStatusEnum('status').notNull(),
    note: text('note'),
    actorUserId: text('actor_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId)],
);

/** Single-row counter: numbers are taken inside the order transaction, so they have no gaps. */
export const invoiceCounter = pgTable('invoice_counter', {
  id: integer('id').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: integer('number').notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id),
    subtotalNetPence: integer('subtotal_net_pence').notNull(),
    vatPence: integer('vat_pence').notNull(),
    /** As on the order: the goods' discount, the delivery charged after the discount and what the code took off it. */
    discountPence: integer('discount_pence').notNull().default(0),
    shippingPence: integer('shipping_pence').notNull().default(0),
    shippingDiscountPence: integer('shipping_discount_pence').notNull().default(0),
    /** Goods and delivery per VAT rate after the discount, as on the order. */
    vatSummary: jsonb('vat_summary').$type<VatRateSummary[]>().notNull().default([]),
    totalPence: integer('total_pence').notNull(),
    status: invoiceStatusEnum('status').notNull().default('unpaid'),
    dueDate: date('due_date'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentInstructions: text('payment_instructions'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoices_user_idx').on(t.userId, t.createdAt),
    // Credit holds and overdue reminders look for unpaid invoices by due date.
    index('invoices_unpaid_due_idx').on(t.dueDate).where(sql`status = 'unpaid' AND due_date IS NOT NULL`),
  ],
);
