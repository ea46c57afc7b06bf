import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, jobs } from '../../server/db/schema/index';
import { createJobRunner } from '../../server/jobs/runner';
import { silentLogger } from '../../server/logger';
import { createMailer } from '../../server/mail/mailer';
import { type FakeSmtp, startFakeSmtp } from '../support/fake-smtp';
import { pollUntil } from '../support/poll';
import { createTestShop, type TestShop } from '../support/test-shop';

let shop: TestShop;
let smtp: FakeSmtp;
beforeAll(async () => {
  shop = await createTestShop();
  smtp = await startFakeSmtp();
});
afterAll(async () => {
  await smtp.close();
  await shop.close();
});

const db = () => shop.database.db;

describe('email delivery through the job runner', () => {
  it('an SMTP outage delays emails; each arrives once, with its own Message-ID', async () => {
    const mailer = createMailer({ db: db(), smtpUrl: smtp.url, from: shop.config.mailFrom, logger: silentLogger });
    const deps = { ...shop.deps, mailer };
    const runner = createJobRunner(deps, { recurring: [], retry: { baseMs: 20, capMs: 100 } });
    await db().transaction(async (tx) => {
      for (let n = 0; n < 20; n++) await mailer.enqueue({ to: `c${n}@example.com`, subject: `Order ${n}`, text: 'Thanks' }, tx);
    });
    await smtp.stop();
    expect(await runner.runDue()).toBeGreaterThanOrEqual(20);
    const waiting = await db().select().from(jobs);
    expect(waiting).toHaveLength(20);
    expect(waiting.every((j) => j.status === 'queued' && j.attempts >= 1 && j.lastError)).toBe(true);
    expect(smtp.messages).toHaveLength(0);

    await smtp.restart();
    await pollUntil('every email to be sent', async () => {
      await runner.runDue();
      const [row] = await db().select({ unsent: sql<number>`count(*) filter (where status <> 'sent')::int` }).from(emailOutbox);
      return row?.unsent === 0;
    });
    const ids = smtp.messageIds();
    expect(ids).toHaveLength(20);
    expect(new Set(ids).size).toBe(20);
    const outbox = await db().select({ id: emailOutbox.id }).from(emailOutbox);
    expect(ids.toSorted()).toEqual(outbox.map((row) => `<${row.id}@royalbiltong.co.uk>`).toSorted());
    expect(await db().select().from(jobs)).toEqual([]);
  });
});
