import { sql } from 'drizzle-orm';
import { bigint, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { invoices } from './orders';

/**
 * An admin's release of a credit hold for one order: the next order on account that a hold would
 * refuse uses it up (used_at). At most one release waits per account.
 */
export const creditHoldReleases = pgTable(
  'credit_hold_releases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    grantedBy: text('granted_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Withdrawn by an admin before any order used it. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('credit_hold_releases_waiting_idx').on(t.userId).where(sql`used_at IS NULL AND withdrawn_at IS NULL`)],
);

/** One row per account and month whose statement email was queued: the key that sends it once across instances. */
export const statementSends = pgTable(
  'statement_sends',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** YYYY-MM. */
    month: text('month').notNull(),
    closingPence: bigint('closing_pence', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
);

/** One row per overdue reminder queued: an invoice hears of each stage (days after its due date) once. */
export const overdueReminders = pgTable(
  'overdue_reminders',
  {
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    stage: integer('stage').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.stage] })],
);
