import { count, eq, isNull, sql } from 'drizzle-orm';
import { mailboxOf } from '../../../shared/mailbox';
import type { ContactMessageInput, contactMessagesTable } from '../../../shared/schemas/contact';
import type { TableListInput } from '../../../shared/table-query';
import { type AttemptLimit, enforceLimits, type RateRule } from '../../auth/rate-limits';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema/index';
import { countValue, tableOrderBy, tablePage } from '../../db/table-page';
import { AppError } from '../../errors';
import { contactAcknowledgementEmail, contactMessageToSellerEmail } from '../../mail/contact-emails';
import type { AppDeps, SessionInfo } from '../../trpc/context';

/**
 * Per sender address and per IP: a customer with a few follow-ups is never held back; a script filling the
 * owner's inbox (or mailing acknowledgements to strangers) is.
 */
export const CONTACT_RATE: RateRule = { window: 60 * 60, max: 5 };
export const CONTACT_RATE_MESSAGE = 'Too many messages. Please try again later.';

function contactLimits(clientIp: string | null, email: string): AttemptLimit[] {
  const limit = (scope: string): AttemptLimit => ({ key: `contact|${scope}`, rule: CONTACT_RATE, message: CONTACT_RATE_MESSAGE });
  // Calls made inside the server carry no client IP; every request from a visitor does.
  return [...(clientIp === null ? [] : [limit(`ip:${clientIp}`)]), limit(`mailbox:${mailboxOf(email)}`)];
}

/**
 * A message from the /contact form: stored, sent once to the seller's address (reply-to the sender) and
 * acknowledged to the sender, all in one transaction through the outbox, so a retry never sends it twice and a
 * failure sends nothing. A signed-in sender's account is kept with it (their data export and erasure find it).
 */
export async function sendContactMessage(
  deps: AppDeps,
  sender: { session: SessionInfo | null; clientIp: string | null },
  input: ContactMessageInput,
): Promise<{ received: true }> {
  const email = input.email.toLowerCase();
  await enforceLimits(deps.db, contactLimits(sender.clientIp, email));

  const message = { name: input.name, email, orderNumber: input.orderNumber, message: input.message };
  await deps.db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({ ...message, userId: sender.session?.user.id ?? null });
    await deps.mailer.enqueue(
      contactMessageToSellerEmail(deps.config.seller.email, { ...message, adminUrl: `${deps.config.baseUrl}/admin/messages` }),
      tx,
    );
    await deps.mailer.enqueue(contactAcknowledgementEmail({ ...message, sellerEmail: deps.config.seller.email }), tx);
  });
  return { received: true };
}

const EXCERPT = 140;

/** The back office's 'Messages': one page, newest first by default, with an excerpt of each message. */
export async function listContactMessages(db: Db, input: TableListInput<typeof contactMessagesTable>) {
  const where = input.filters.unread ? isNull(contactMessages.readAt) : undefined;
  const sortColumns = { received: contactMessages.createdAt, name: contactMessages.name, email: contactMessages.email };
  return tablePage(input, {
    rows: (window) =>
      db
        .select({
          id: contactMessages.id,
          name: contactMessages.name,
          email: contactMessages.email,
          orderNumber: contactMessages.orderNumber,
          excerpt: sql<string>`left(${contactMessages.message}, ${EXCERPT})`,
          readAt: contactMessages.readAt,
          receivedAt: contactMessages.createdAt,
        })
        .from(contactMessages)
        .where(where)
        .orderBy(...tableOrderBy(input.sort, sortColumns, contactMessages.id))
        .limit(window.limit)
        .offset(window.offset),
    count: async () => countValue(await db.select({ value: count() }).from(contactMessages).where(where)),
  });
}

export async function unreadContactMessages(db: Db): Promise<{ unread: number }> {
  return { unread: countValue(await db.select({ value: count() }).from(contactMessages).where(isNull(contactMessages.readAt))) };
}

/** An admin opens a message: the whole text, and it counts as read from the first opening on. */
export async function openContactMessage(db: Db, id: string) {
  const [row] = await db
    .update(contactMessages)
    .set({ readAt: sql`coalesce(${contactMessages.readAt}, now())` })
    .where(eq(contactMessages.id, id))
    .returning({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      orderNumber: contactMessages.orderNumber,
      message: contactMessages.message,
      readAt: contactMessages.readAt,
      receivedAt: contactMessages.createdAt,
    });
  if (!row) throw new AppError('NOT_FOUND', 'This message no longer exists.');
  return row;
}

/** 'Mark as unread', to come back to a message later. */
export async function markContactMessageUnread(db: Db, id: string): Promise<void> {
  const done = await db
    .update(contactMessages)
    .set({ readAt: null })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  if (done.length === 0) throw new AppError('NOT_FOUND', 'This message no longer exists.');
}
