import { and, asc, eq, lt } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db, DbOrTx } from '../db/client';
import { emailOutbox } from '../db/schema/index';
import type { Logger } from '../logger';

export type OutgoingEmail = { to: string; subject: string; text: string; html?: string };

export type Mailer = {
  /** Writes the message to the outbox; pass the open transaction so it commits with the change. */
  enqueue: (message: OutgoingEmail, tx?: DbOrTx) => Promise<void>;
  /** For a message written to the outbox by other means: logs its links when there is no SMTP (development). */
  announce: (message: OutgoingEmail) => void;
  /** Sends pending outbox rows over SMTP (no-op without SMTP_URL). Returns how many were sent. */
  flush: () => Promise<number>;
  readonly smtpEnabled: boolean;
};

const MAX_ATTEMPTS = 5;

export function createMailer(options: { db: Db; smtpUrl?: string; from: string; logger: Logger }): Mailer {
  const { db, smtpUrl, from, logger } = options;
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  const announce = (message: OutgoingEmail) => {
    if (transport) return;
    // Without SMTP the message stays in the outbox; log its links so a developer can follow them.
    const links = message.text.match(/https?:\/\/\S+/g) ?? [];
    logger.info(`email to ${message.to}: "${message.subject}"${links.length ? ` ${links.join(' ')}` : ''}`);
  };

  return {
    smtpEnabled: transport !== null,
    announce,
    async enqueue(message, tx = db) {
      await tx.insert(emailOutbox).values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
      });
      announce(message);
    },
    async flush() {
      if (!transport) return 0;
      const pending = await db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.status, 'pending'), lt(emailOutbox.attempts, MAX_ATTEMPTS)))
        .orderBy(asc(emailOutbox.createdAt))
        .limit(50);
      let sent = 0;
      for (const row of pending) {
        try {
          await transport.sendMail({ from, to: row.to, subject: row.subject, text: row.text, html: row.html ?? undefined });
          await db
            .update(emailOutbox)
            .set({ status: 'sent', sentAt: new Date(), attempts: row.attempts + 1 })
            .where(eq(emailOutbox.id, row.id));
          sent++;
        } catch (error) {
          const attempts = row.attempts + 1;
          await db
            .update(emailOutbox)
            .set({ attempts, lastError: String(error), status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending' })
            .where(eq(emailOutbox.id, row.id));
          logger.warn(`email ${row.id} to ${row.to} failed (attempt ${attempts}): ${String(error)}`);
        }
      }
      return sent;
    },
  };
}
