import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The shop owner's settings (admin 'Shop settings' page), one row per key the admin has changed.
 * A key without a row has its default from shared/settings.ts, so a new setting needs no data
 * migration and a changed default reaches every shop that never touched it.
 */
export const shopSettings = pgTable('shop_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** The admin who set it (the audit log keeps every change). */
  updatedBy: text('updated_by'),
});
