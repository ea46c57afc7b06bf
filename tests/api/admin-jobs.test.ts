import { TRPCError } from '@trpc/server';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, jobs } from '../../server/db/schema/index';
import { enqueueJob } from '../../server/jobs/queue';
import { createJobRunner } from '../../server/jobs/runner';
import { silentLogger } from '../../server/logger';
import { createMailer } from '../../server/mail/mailer';
import { auditCount } from '../support/admin';
import { type MadeUser, makeUser } from '../support/factories';
import { type FakeSmtp, startFakeSmtp } from '../support/fake-smtp';
import { createTestShop, type TestShop } from '../support/test-shop';

let shop: TestShop;
let smtp: FakeSmtp;
let admin: MadeUser;
beforeAll(async () => {
  shop = await createTestShop();
  smtp = await startFakeSmtp();
  admin = await makeUser(shop.database.db, { role: 'admin' });
});
afterAll(async () => {
  await smtp.close();
  await shop.close();
});
beforeEach(async () => {
  await db().delete(jobs);
  await db().delete(emailOutbox);
});

const db = () => shop.database.db;
const from = 'Royal Biltong <orders@royalbiltong.co.uk>';
const adminApi = () => shop.callerFor(admin).adminJobs;

/** Writes an email and lets a runner try it once against a refusing SMTP server with no retry window: dead. */
async function deadEmail(subject: string) {
  const mailer = createMailer({ db: db(), smtpUrl: 'smtp://127.0.0.1:1', from, logger: silentLogger });
  await mailer.enqueue({ to: 'buyer@example.com', subject, text: 'Thanks' });
  await createJobRunner({ ...shop.deps, mailer }, { recurring: [], retry: { windowMs: 0 } }).runDue();
  const [job] = await db().select().from(jobs).where(eq(jobs.status, 'dead'));
  if (!job) throw new Error('no dead job');
  return job;
}

const refusal = (call: Promise<unknown>) =>
  call.then(
    () => 'ok',
    (error) => (error instanceof TRPCError ? `${error.code}: ${error.message}` : String(error)),
  );

describe("admin 'Email & jobs'", () => {
  it('lists dead and retrying jobs with their error, attempts and email, not healthy ones', async () => {
    const dead = await deadEmail('Your order #1001');
    await enqueueJob(db(), { kind: 'reports.weekly', dedupeKey: 'healthy' });
    await enqueueJob(db(), { kind: 'reports.daily', dedupeKey: 'waiting' });
    await db()
      .update(jobs)
      .set({ attempts: 3, lastError: 'timeout', runAt: sql`now() + interval '5 minutes'` })
      .where(eq(jobs.dedupeKey, 'waiting'));

    const { rows } = await adminApi().list({ pageSize: 100 });
    expect(rows).toHaveLength(2);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: dead.id,
          kind: 'email.send',
          state: 'dead',
          attempts: 1,
          emailTo: 'buyer@example.com',
          emailSubject: 'Your order #1001',
          lastError: expect.stringContaining('ECONNREFUSED'),
        }),
        expect.objectContaining({ kind: 'reports.daily', state: 'retrying', attempts: 3, lastError: 'timeout', emailTo: null }),
      ]),
    );
    const [outbox] = await db().select().from(emailOutbox);
    expect(outbox?.status).toBe('failed');
  });

  it('Retry queues a dead email again (audited), and the runner then delivers it once', async () => {
    const dead = await deadEmail('Your order #1002');
    await expect(adminApi().retry({ id: dead.id })).resolves.toEqual({ id: dead.id, kind: 'email.send' });

    const [job] = await db().select().from(jobs).where(eq(jobs.id, dead.id));
    expect(job).toMatchObject({ status: 'queued', attempts: 0, firstAttemptAt: null });
    expect((await db().select().from(emailOutbox))[0]?.status).toBe('pending');
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.targetId, dead.id));
    expect(audit).toMatchObject({ action: 'job.retry', actorUserId: admin.id, targetType: 'job' });
    expect(audit?.before).toMatchObject({ status: 'dead', attempts: 1 });

    const mailer = createMailer({ db: db(), smtpUrl: smtp.url, from, logger: silentLogger });
    expect(await createJobRunner({ ...shop.deps, mailer }, { recurring: [] }).runDue()).toBe(1);
    expect(smtp.messages.filter((m) => m.includes('Subject: Your order #1002'))).toHaveLength(1);
    expect((await db().select().from(emailOutbox))[0]?.status).toBe('sent');
    expect((await adminApi().list({})).rows).toEqual([]);
  });

  it('Retry runs a waiting job now', async () => {
    await enqueueJob(db(), { kind: 'reports.daily' });
    await db().update(jobs).set({ attempts: 2, lastError: 'timeout', runAt: sql`now() + interval '1 hour'` });
    const [job] = await db().select().from(jobs);
    await adminApi().retry({ id: job?.id as string });
    const [after] = await db()
      .select({ due: sql<boolean>`${jobs.runAt} <= now()` })
      .from(jobs);
    expect(after?.due).toBe(true);
  });

  it('refuses a running job, an unknown job and a dead job already queued again, changing nothing', async () => {
    const dead = await deadEmail('Your order #1003');
    await enqueueJob(db(), { kind: 'email.send', payload: dead.payload, dedupeKey: dead.dedupeKey ?? undefined });
    await enqueueJob(db(), { kind: 'reports.daily' });
    const [running] = await db()
      .update(jobs)
      .set({ status: 'running', lockedBy: 'w1', lockedUntil: sql`now() + interval '1 minute'` })
      .where(eq(jobs.kind, 'reports.daily'))
      .returning();
    const before = await db().select().from(jobs);
    const audits = await auditCount(db());
    expect(await refusal(adminApi().retry({ id: running?.id as string }))).toBe('CONFLICT: This job is running now.');
    expect(await refusal(adminApi().retry({ id: crypto.randomUUID() }))).toBe('NOT_FOUND: Job not found.');
    expect(await refusal(adminApi().retry({ id: dead.id }))).toBe('CONFLICT: This job is already queued again.');
    expect(await refusal(adminApi().retry({ id: 'not-a-uuid' }))).toContain('BAD_REQUEST');
    expect(await db().select().from(jobs)).toEqual(expect.arrayContaining(before));
    expect(await auditCount(db())).toBe(audits);
  });

  it('sorts by attempts on the server across pages (page 2 continues page 1)', async () => {
    const attempts = [4, 1, 6, 2, 5, 3, 7];
    for (const [index, tries] of attempts.entries()) {
      await enqueueJob(db(), { kind: 'reports.daily', dedupeKey: `sorted-${index}` });
      await db()
        .update(jobs)
        .set({ attempts: tries, lastError: 'timeout' })
        .where(eq(jobs.dedupeKey, `sorted-${index}`));
    }
    const pages = [];
    for (const page of [1, 2, 3])
      pages.push((await adminApi().list({ page, pageSize: 3, sort: { id: 'attempts', desc: false } })).rows);
    expect(pages.flat().map((job) => job.attempts)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pages[1]?.[0]?.attempts).toBe(4);
  });
});
