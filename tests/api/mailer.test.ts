import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox, jobs } from '../../server/db/schema/index';
import { jobDefinitions } from '../../server/jobs/registry';
import { createJobRunner } from '../../server/jobs/runner';
import { silentLogger } from '../../server/logger';
import { createMailer, outboxMessageId } from '../../server/mail/mailer';
import type { AppDeps } from '../../server/trpc/context';
import { startFakeSmtp } from '../support/fake-smtp';
import { createTestDatabase, type TestDatabase } from '../support/test-db';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());
beforeEach(async () => {
  await database.db.delete(emailOutbox);
  await database.db.delete(jobs);
});

const from = 'Royal Biltong <orders@royalbiltong.co.uk>';
const message = { to: 'someone@example.com', subject: 'Hello', text: 'Visit http://localhost:3000/x' };
const onlyRow = async () => (await database.db.select().from(emailOutbox))[0] as typeof emailOutbox.$inferSelect;

describe('outbox mailer', () => {
  it('queues one delivery job per outbox row, in the same transaction', async () => {
    const mailer = createMailer({ db: database.db, from, logger: silentLogger });
    await mailer.enqueue(message);
    await database.db
      .transaction(async (tx) => {
        await mailer.enqueue({ ...message, subject: 'Rolled back' }, tx);
        tx.rollback();
      })
      .catch(() => {});
    const row = await onlyRow();
    const queued = await database.db.select().from(jobs);
    expect(queued).toEqual([expect.objectContaining({ kind: 'email.send', payload: { outboxId: row.id }, status: 'queued' })]);
  });

  it('MAIL_TRANSPORT=log: email jobs are taken and finished, the messages stay unsent in the outbox', async () => {
    const mailer = createMailer({ db: database.db, from, logger: silentLogger });
    for (let i = 0; i < 3; i++) await mailer.enqueue({ ...message, subject: `Logged ${i}` });
    const runner = createJobRunner({ db: database.db, mailer, logger: silentLogger } as AppDeps, {
      definitions: jobDefinitions,
      recurring: [],
    });
    expect(await database.db.select().from(jobs)).toHaveLength(3);
    expect(await runner.runDue()).toBe(3);
    expect(await database.db.select().from(jobs)).toEqual([]);
    const rows = await database.db.select().from(emailOutbox);
    expect(rows.map((row) => row.status)).toEqual(['pending', 'pending', 'pending']);
  });

  it('sends over SMTP with the Message-ID of its outbox row, once', async () => {
    const smtp = await startFakeSmtp();
    try {
      const mailer = createMailer({ db: database.db, smtpUrl: smtp.url, from, logger: silentLogger });
      await mailer.enqueue({ ...message, subject: 'Your order' });
      const { id } = await onlyRow();
      await mailer.deliver(id);
      await mailer.deliver(id);
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]).toContain('Subject: Your order');
      expect(smtp.messageIds()).toEqual([`<${id}@royalbiltong.co.uk>`]);
      const row = await onlyRow();
      expect(row).toMatchObject({ status: 'sent', attempts: 1 });
      expect(row.sentAt).toBeInstanceOf(Date);
    } finally {
      await smtp.close();
    }
  });

  it("sends a contact message with the sender's Reply-To", async () => {
    const smtp = await startFakeSmtp();
    try {
      const mailer = createMailer({ db: database.db, smtpUrl: smtp.url, from, logger: silentLogger });
      await mailer.enqueue({ ...message, replyTo: 'sender@example.com' });
      await mailer.deliver((await onlyRow()).id);
      expect(smtp.messages[0]).toContain('Reply-To: sender@example.com');
    } finally {
      await smtp.close();
    }
  });

  it('counts a refused attempt, keeps the message and throws so the job retries', async () => {
    const mailer = createMailer({ db: database.db, smtpUrl: 'smtp://127.0.0.1:1', from, logger: silentLogger });
    await mailer.enqueue(message);
    await expect(mailer.deliver((await onlyRow()).id)).rejects.toThrow();
    const row = await onlyRow();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.lastError).toBeTruthy();
  });

  it('marks a message failed when its job gives up', async () => {
    const mailer = createMailer({ db: database.db, from, logger: silentLogger });
    await mailer.enqueue(message);
    const { id } = await onlyRow();
    await mailer.markFailed(id, 'connect ECONNREFUSED');
    expect(await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id))).toEqual([
      expect.objectContaining({ status: 'failed', lastError: 'connect ECONNREFUSED' }),
    ]);
  });

  it('takes the Message-ID domain from the sender address', () => {
    expect(outboxMessageId('abc', from)).toBe('<abc@royalbiltong.co.uk>');
    expect(outboxMessageId('abc', 'shop@example.com')).toBe('<abc@example.com>');
  });
});
