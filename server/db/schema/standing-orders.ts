import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { type LeftOut, RUN_OUTCOMES, STANDING_FREQUENCIES, STANDING_STATUSES } from '../../../shared/standing-orders';
import type { TradeOrderLine } from '../../../shared/trade-order';
import { user } from './auth';
import { orders } from './orders';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** A trade account's order placed again on a rhythm, on account, at each run day's tier prices. */
export const standingOrders = pgTable(
  'standing_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    lines: jsonb('lines').$type<TradeOrderLine[]>().notNull(),
    frequency: text('frequency', { enum: STANDING_FREQUENCIES }).notNull(),
    nextRunDate: date('next_run_date').notNull(),
    /** No run after this day. */
    endDate: date('end_date'),
    poNumber: text('po_number'),
    status: text('status', { enum: STANDING_STATUSES }).notNull().default('active'),
    /** The run date the buyer was last reminded of: one reminder per run, across instances. */
    remindedFor: date('reminded_for'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('standing_orders_user_idx').on(t.userId, t.createdAt),
    index('standing_orders_due_idx').on(t.status, t.nextRunDate),
    check('standing_orders_frequency_check', sql`${t.frequency} IN (${inList(STANDING_FREQUENCIES)})`),
    check('standing_orders_status_check', sql`${t.status} IN (${inList(STANDING_STATUSES)})`),
  ],
);

/** What became of each run date; (standing order, date) is the key that makes a run happen once. */
export const standingOrderRuns = pgTable(
  'standing_order_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    standingOrderId: uuid('standing_order_id')
      .notNull()
      .references(() => standingOrders.id, { onDelete: 'cascade' }),
    runDate: date('run_date').notNull(),
    outcome: text('outcome', { enum: RUN_OUTCOMES }).notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** Why a run was held or placed nothing, as the buyer was told. */
    message: text('message'),
    leftOut: jsonb('left_out').$type<LeftOut[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('standing_order_runs_once').on(t.standingOrderId, t.runDate),
    check('standing_order_runs_outcome_check', sql`${t.outcome} IN (${inList(RUN_OUTCOMES)})`),
  ],
);
