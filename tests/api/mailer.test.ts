import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../server/db/schema/index';
import { silentLogger } from '../../server/logger';
import { createMailer } from '../../server/mail/mailer';
import { startFakeSmtp } from '../support/fake-smtp';
import { createTestDatabase, type TestDatabase } from '../support/test-db';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

const message = { to: 'someone@example.com', subject: 'Hello', text: 'Visit http://localhost:3000/x' };

describe('outbox mailer', () => {
  it('keeps messages in the outbox when no SMTP server is configured', async () => {
    const mailer = createMailer({ db: database.db, from: 'shop@example.com', logger: silentLogger });
    await mailer.enqueue(message);
    expect(await mailer.flush()).toBe(0);
    const rows = await database.db.select().from(emailOutbox);
    expect(rows.at(-1)).toMatchObject({ to: 'someone@example.com', status: 'pending', attempts: 0 });
  });

  it('sends pending messages over SMTP and marks them sent', async () => {
    const smtp = await startFakeSmtp();
    try {
      await database.db.delete(emailOutbox);
      const mailer = createMailer({ db: database.db, smtpUrl: smtp.url, from: 'shop@example.com', logger: silentLogger });
      await mailer.enqueue({ ...message, subject: 'Your order' });
      expect(await mailer.flush()).toBe(1);
      expect(smtp.messages.join('')).toContain('Subject: Your order');
      const [row] = await database.db.select().from(emailOutbox);
      expect(row).toMatchObject({ status: 'sent', attempts: 1 });
      expect(row?.sentAt).toBeInstanceOf(Date);
    } finally {
      await smtp.close();
    }
  });

  it('counts failed attempts and keeps the message for a retry', async () => {
    await database.db.delete(emailOutbox);
    const mailer = createMailer({
      db: database.db,
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'shop@example.com',
      logger: silentLogger,
    });
    await mailer.enqueue(message);
    expect(await mailer.flush()).toBe(0);
    const [row] = await database.db.select().from(emailOutbox);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.lastError).toBeTruthy();
  });
});
