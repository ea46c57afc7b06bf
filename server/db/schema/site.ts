import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

const slugCheck = (column: unknown) => sql`${column} in ('terms', 'privacy', 'delivery-returns', 'contact')`;

/**
 * The owner's pages (Terms of Sale, Privacy, Delivery & Returns, Contact): the current Markdown and its version.
 * A row is made with a starting text the first time the shop needs the page (server/modules/site/pages.ts).
 */
export const sitePages = pgTable(
  'site_pages',
  {
    slug: text('slug').primaryKey(),
    markdown: text('markdown').notNull(),
    version: integer('version').notNull().default(1),
    /** True until the owner first saves the page: the editor asks them to have the starting text checked. */
    startingText: boolean('starting_text').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [check('site_pages_slug_check', slugCheck(t.slug)), check('site_pages_version_check', sql`${t.version} >= 1`)],
);

/** Every version a page has had, the current one included: orders link to the terms they were placed under. */
export const sitePageVersions = pgTable(
  'site_page_versions',
  {
    slug: text('slug')
      .notNull()
      .references(() => sitePages.slug),
    version: integer('version').notNull(),
    markdown: text('markdown').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.slug, t.version] })],
);
