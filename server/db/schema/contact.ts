import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * Messages sent through the /contact form. A signed-in sender's user id is kept with the message, so their data
 * export and erasure find it by account as well as by the email address they typed.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** Stored lower-cased, as typed otherwise. */
    email: text('email').notNull(),
    orderNumber: integer('order_number'),
    message: text('message').notNull(),
    /** When an admin first read it in the back office's 'Messages'; null while unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    index('contact_messages_user_idx').on(t.userId),
    index('contact_messages_email_idx').on(t.email),
  ],
);
