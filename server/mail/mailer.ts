import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db, DbOrTx } from '../db/client';
import { emailOutbox } from '../db/schema/index';
import type { Logger } from '../logger';

export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The address a reply goes to instead of the shop's own (a contact message's sender). */
  replyTo?: string;
};

export type Mailer = {
  /** Writes the message to the outbox; pass the open transaction so it commits with the change. A trigger queues its delivery job. */
  enqueue: (message: OutgoingEmail, tx?: DbOrTx) => Promise<void>;
  /** For a message written to the outbox by other means: logs its links when there is no SMTP (development). */
  announce: (message: OutgoingEmail) => void;
  /**
   * Sends one outbox row over SMTP (the email.send job). Throws when the server refuses, so the job
   * runner retries it. Without SMTP (MAIL_TRANSPORT=log) the email was logged when it was written and stays
   * unsent in the outbox (the dev mailbox lists it): the job is done, so email jobs never pile up in the queue.
   */
  deliver: (outboxId: string) => Promise<void>;
  /** Marks an outbox row failed once its job has given up, so the admin sees it. */
  markFailed: (outboxId: string, lastError: string) => Promise<void>;
  readonly smtpEnabled: boolean;
};

/** A Message-ID fixed per outbox row: a retry after a lost reply is the same email, not a second one. */
export function outboxMessageId(outboxId: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${outboxId}@${domain}>`;
}

export function createMailer(options: {
  db: Db;
  smtpUrl?: string;
  from: string;
  logger: Logger;
  /** Print the links of unsent emails (development without SMTP); otherwise they carry tokens that must not reach a log. */
  logLinks?: boolean;
  /** The development mailbox's address, named in each unsent email's line (where its links can be clicked). */
  devMailboxUrl?: string;
}): Mailer {
  const { db, smtpUrl, from, logger } = options;
  // Short timeouts: a job waiting on a silent server holds a worker slot; a retry is cheap.
  const transport = smtpUrl
    ? nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 })
    : null;
  const announce = (message: OutgoingEmail) => {
    if (transport) return;
    // Without SMTP the message stays in the outbox; in development log its links so a developer can follow them.
    const links = message.text.match(/https?:\/\/\S+/g) ?? [];
    const shown = !links.length ? '' : options.logLinks ? ` ${links.join(' ')}` : ` (${links.length} link(s) not logged)`;
    const mailbox = options.devMailboxUrl ? ` — in the development mailbox: ${options.devMailboxUrl}` : '';
    logger.info(`email to ${message.to}: "${message.subject}"${shown}${mailbox}`);
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
        replyTo: message.replyTo ?? null,
      });
      announce(message);
    },
    async deliver(outboxId) {
      if (!transport) return;
      const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId));
      if (!row || row.status === 'sent') return;
      const attempts = row.attempts + 1;
      try {
        await transport.sendMail({
          from,
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html ?? undefined,
          replyTo: row.replyTo ?? undefined,
          messageId: outboxMessageId(row.id, from),
        });
      } catch (error) {
        await db
          .update(emailOutbox)
          .set({ attempts, lastError: String(error) })
          .where(eq(emailOutbox.id, row.id));
        throw error;
      }
      await db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: new Date(), attempts, lastError: null })
        .where(eq(emailOutbox.id, row.id));
    },
    async markFailed(outboxId, lastError) {
      await db.update(emailOutbox).set({ status: 'failed', lastError }).where(eq(emailOutbox.id, outboxId));
      logger.error(`email ${outboxId} not delivered, parked as failed: ${lastError}`);
    },
  };
}
