import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../server/db/schema/index';
import { silentLogger } from '../../server/logger';
import { createMailer } from '../../server/mail/mailer';
import { type ChildServer, startChildServer } from '../support/child-server';
import { type FakeSmtp, startFakeSmtp } from '../support/fake-smtp';
import { pollUntil } from '../support/poll';
import { createTestShop, type TestShop } from '../support/test-shop';

// PostgreSQL only: two app processes deliver one outbox through an SMTP outage.
const EMAILS = 200;
const OUTAGE_MS = 60_000;

let shop: TestShop;
let smtp: FakeSmtp;
let servers: ChildServer[] = [];
beforeAll(async () => {
  shop = await createTestShop();
  smtp = await startFakeSmtp();
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await smtp.close();
  await shop.close();
});

const db = () => shop.database.db;
const outboxCounts = async () => {
  const [row] = await db()
    .select({
      pending: sql<number>`count(*) filter (where status = 'pending')::int`,
      sent: sql<number>`count(*) filter (where status = 'sent')::int`,
      refused: sql<number>`count(*) filter (where status <> 'sent' and attempts >= 1)::int`,
    })
    .from(emailOutbox);
  return row as { pending: number; sent: number; refused: number };
};

describe('email delivery on two instances through an SMTP outage', () => {
  it(`${EMAILS} emails, a ${OUTAGE_MS / 1000} s outage in the middle: each delivered once, none lost`, {
    timeout: 300_000,
  }, async () => {
    const env = { SMTP_URL: smtp.url, SHOP_TEST_RUN_JOBS: 'on', JOB_RETRY_BASE_MS: '100' };
    servers = await Promise.all([
      startChildServer(shop.database.url as string, env),
      startChildServer(shop.database.url as string, env),
    ]);
    // The test process only writes the outbox (as a request would); the two servers deliver.
    const mailer = createMailer({ db: db(), from: shop.config.mailFrom, logger: silentLogger });
    const enqueue = (from: number, to: number) =>
      db().transaction(async (tx) => {
        for (let n = from; n < to; n++)
          await mailer.enqueue({ to: `customer${n}@example.com`, subject: `Email ${n}`, text: `Message ${n}` }, tx);
      });

    await enqueue(0, EMAILS / 2);
    await pollUntil('some emails to arrive before the outage', () => smtp.messages.length >= 20, 60_000);
    await smtp.stop();
    const outageEnds = Date.now() + OUTAGE_MS;
    await enqueue(EMAILS / 2, EMAILS);
    // The outage lasts its 60 s, and at least until the servers have been refused.
    await pollUntil(
      'the outage to run its course',
      async () => Date.now() >= outageEnds && (await outboxCounts()).refused > 0,
      OUTAGE_MS + 30_000,
    );
    const duringOutage = await outboxCounts();
    await smtp.restart();
    const back = Date.now();
    await pollUntil('the outbox to drain', async () => (await outboxCounts()).pending === 0, 120_000);
    const drainSeconds = Math.round((Date.now() - back) / 1000);

    const subjects = smtp.messages.map((m) => /^Subject: (.*)$/m.exec(m)?.[1] ?? '');
    const distinct = new Set(subjects);
    const ids = smtp.messageIds();
    const outbox = await db().select({ id: emailOutbox.id }).from(emailOutbox);
    const figures = {
      delivered: smtp.messages.length,
      duplicates: smtp.messages.length - distinct.size,
      lost: EMAILS - distinct.size,
      waitingWhenSmtpCameBack: duringOutage.pending,
      drainSeconds,
    };
    console.info(`email outage: ${JSON.stringify(figures)}`);
    expect(figures).toMatchObject({ duplicates: 0, lost: 0 });
    expect(ids.toSorted()).toEqual(outbox.map((row) => `<${row.id}@royalbiltong.co.uk>`).toSorted());
    expect((await outboxCounts()).sent).toBe(EMAILS);
  });
});
