import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../../server/db/schema/index';
import { DEAD_JOB_DAYS } from '../../server/jobs/cleanup';
import type { ClaimedJob, JobDefinition } from '../../server/jobs/job-types';
import { JOBS_CLEANUP } from '../../server/jobs/job-types';
import { enqueueJob } from '../../server/jobs/queue';
import { jobDefinitions, recurringJobs } from '../../server/jobs/registry';
import { createJobRunner, type JobRunnerOptions } from '../../server/jobs/runner';
import { pollUntil } from '../support/poll';
import { createTestShop, type TestShop } from '../support/test-shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());
beforeEach(async () => {
  await db().delete(jobs);
});

const db = () => shop.database.db;
const allJobs = () => db().select().from(jobs);
const oneJob = async () => {
  const rows = await allJobs();
  expect(rows).toHaveLength(1);
  return rows[0] as typeof jobs.$inferSelect;
};

/** A promise the test resolves when it chooses. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

const runner = (definitions: Record<string, JobDefinition>, options: JobRunnerOptions = {}) =>
  createJobRunner(shop.deps, { definitions, recurring: [], pollMs: 20, ...options });

describe('job runner', () => {
  it('two runners on one database run each job exactly once', async () => {
    const runs: string[] = [];
    const definitions = {
      'test.count': {
        run: async (_deps: unknown, job: ClaimedJob) => {
          await db().execute(sql`select 1`);
          runs.push((job.payload as { n: string }).n);
        },
      },
    };
    for (let n = 0; n < 40; n++) await enqueueJob(db(), { kind: 'test.count', payload: { n: String(n) } });
    const [a, b] = await Promise.all([runner(definitions).runDue(), runner(definitions).runDue()]);
    expect(a + b).toBe(40);
    expect(runs.toSorted()).toEqual(Array.from({ length: 40 }, (_, n) => String(n)).toSorted());
    expect(await allJobs()).toEqual([]);
  });

  it('enqueueing the same dedupe key twice makes one job; a dead one does not block a new one', async () => {
    await enqueueJob(db(), { kind: 'test.x', dedupeKey: 'k1' });
    await enqueueJob(db(), { kind: 'test.x', dedupeKey: 'k1' });
    await enqueueJob(db(), { kind: 'test.x', dedupeKey: 'k2' });
    expect(await allJobs()).toHaveLength(3 - 1);
    await db().update(jobs).set({ status: 'dead' }).where(eq(jobs.dedupeKey, 'k1'));
    await enqueueJob(db(), { kind: 'test.x', dedupeKey: 'k1' });
    expect(
      (await allJobs())
        .filter((j) => j.dedupeKey === 'k1')
        .map((j) => j.status)
        .toSorted(),
    ).toEqual(['dead', 'queued']);
  });

  it('a failed job is retried later with backoff and its last error', async () => {
    const definitions = { 'test.fail': { run: async () => Promise.reject(new Error('SMTP 421 try later')) } };
    await enqueueJob(db(), { kind: 'test.fail' });
    const before = Date.now();
    expect(await runner(definitions, { retry: { baseMs: 60_000 } }).runDue()).toBe(1);
    const job = await oneJob();
    expect(job).toMatchObject({ status: 'queued', attempts: 1, lastError: 'SMTP 421 try later', lockedBy: null });
    expect(job.runAt.getTime()).toBeGreaterThanOrEqual(before + 55_000);
    expect(job.runAt.getTime()).toBeLessThan(Date.now() + 65_000);
    // Not due yet: another pass leaves it alone.
    expect(await runner(definitions).runDue()).toBe(0);
  });

  it('retries until the window has passed, then parks the job as dead with its last error', async () => {
    const dead: string[] = [];
    let calls = 0;
    const definitions = {
      'test.fail': {
        run: async () => {
          calls++;
          throw new Error(`refused #${calls}`);
        },
        onDead: async (_deps: unknown, _job: ClaimedJob, lastError: string) => {
          dead.push(lastError);
        },
      },
    };
    await enqueueJob(db(), { kind: 'test.fail' });
    const r = runner(definitions, { retry: { baseMs: 5, capMs: 20, windowMs: 300 } });
    const job = await pollUntil('the job to be dead', async () => {
      await r.runDue();
      const row = await oneJob();
      return row.status === 'dead' && row;
    });
    expect(calls).toBeGreaterThan(1);
    expect(job).toMatchObject({ attempts: calls, lastError: `refused #${calls}`, lockedBy: null });
    expect(job.updatedAt.getTime() - (job.firstAttemptAt as Date).getTime()).toBeGreaterThanOrEqual(300);
    expect(dead).toEqual([`refused #${calls}`]);
    expect(await r.runDue()).toBe(0);
  });

  it('leaves a job of a kind it does not know for a runner that does (rolling upgrades, instances without SMTP)', async () => {
    let runs = 0;
    await enqueueJob(db(), { kind: 'test.new' });
    expect(await runner({ 'test.old': { run: async () => {} } }).runDue()).toBe(0);
    expect(await oneJob()).toMatchObject({ status: 'queued', attempts: 0, lastError: null });
    expect(await runner({ 'test.new': { run: async () => void runs++ } }).runDue()).toBe(1);
    expect(runs).toBe(1);
  });

  it('a job whose worker stopped renewing its lease is taken by another worker; a live lease is respected', async () => {
    let runs = 0;
    const definitions = { 'test.once': { run: async () => void runs++ } };
    await enqueueJob(db(), { kind: 'test.once' });
    await db()
      .update(jobs)
      .set({ status: 'running', lockedBy: 'live-worker', lockedUntil: sql`now() + interval '1 minute'`, attempts: 1 });
    expect(await runner(definitions).runDue()).toBe(0);
    await db().update(jobs).set({ lockedBy: 'crashed-worker', lockedUntil: sql`now() - interval '1 second'` });
    expect(await runner(definitions).runDue()).toBe(1);
    expect(runs).toBe(1);
    expect(await allJobs()).toEqual([]);
  });

  it('a running worker renews its lease while the handler works', async () => {
    const release = gate();
    const definitions = { 'test.slow': { run: () => release.opened } };
    await enqueueJob(db(), { kind: 'test.slow' });
    const r = runner(definitions, { leaseMs: 300 });
    await r.start();
    try {
      const first = await pollUntil('the job to run', async () => (await oneJob()).lockedUntil);
      await pollUntil('the lease to be renewed', async () => ((await oneJob()).lockedUntil as Date) > first, 5_000);
      release.open();
      await pollUntil('the job to finish', async () => (await allJobs()).length === 0);
    } finally {
      release.open();
      await r.stop();
    }
  });

  it('stop() waits for running jobs up to its timeout, then returns them to the queue', async () => {
    const release = gate();
    const definitions = { 'test.stuck': { run: () => release.opened } };
    await enqueueJob(db(), { kind: 'test.stuck' });
    const r = runner(definitions, { stopTimeoutMs: 100 });
    await r.start();
    await pollUntil('the job to run', async () => (await oneJob()).status === 'running');
    await r.stop();
    expect(await oneJob()).toMatchObject({ status: 'queued', lockedBy: null, attempts: 0 });
    release.open();
    // Another worker takes it at once.
    expect(await runner(definitions).runDue()).toBe(1);
  });

  it('stop() lets a job that finishes in time complete', async () => {
    const release = gate();
    let done = false;
    const definitions = {
      'test.quick': {
        run: async () => {
          await release.opened;
          done = true;
        },
      },
    };
    await enqueueJob(db(), { kind: 'test.quick' });
    const r = runner(definitions, { stopTimeoutMs: 5_000 });
    await r.start();
    await pollUntil('the job to run', async () => (await oneJob()).status === 'running');
    const stopped = r.stop();
    release.open();
    await stopped;
    expect(done).toBe(true);
    expect(await allJobs()).toEqual([]);
  });
});

describe('recurring jobs', () => {
  const everyHour = [{ kind: 'test.tick', everyMs: 60 * 60_000 }];

  it('two runners make one row per recurring kind', async () => {
    const definitions = { 'test.tick': { run: async () => {} } };
    const a = runner(definitions, { recurring: everyHour });
    const b = runner(definitions, { recurring: everyHour });
    await Promise.all([a.scheduleRecurring(), b.scheduleRecurring(), a.scheduleRecurring()]);
    expect(await oneJob()).toMatchObject({ kind: 'test.tick', dedupeKey: 'recurring:test.tick', status: 'queued' });
  });

  it('a run in progress is not started again by another runner, and is re-armed after it ends', async () => {
    const release = gate();
    let running = 0;
    let most = 0;
    let runs = 0;
    const definitions = {
      'test.tick': {
        run: async () => {
          running++;
          most = Math.max(most, running);
          await release.opened;
          running--;
          runs++;
        },
      },
    };
    const a = runner(definitions, { recurring: everyHour });
    const b = runner(definitions, { recurring: everyHour });
    await a.start();
    try {
      await pollUntil('the recurring job to run', () => running === 1);
      // The other instance's tick finds nothing to claim while the run holds its lease.
      await b.scheduleRecurring();
      expect(await b.runDue()).toBe(0);
      expect(await a.runDue()).toBe(0);
      release.open();
      const job = await pollUntil('the job to be re-armed', async () => {
        const row = await oneJob();
        return row.status === 'queued' && row;
      });
      expect(most).toBe(1);
      expect(runs).toBe(1);
      expect(job.runAt.getTime()).toBeGreaterThan(Date.now() + 59 * 60_000);
      expect(job).toMatchObject({ attempts: 0, lastError: null });
    } finally {
      release.open();
      await a.stop();
    }
  });

  it('a failing recurring job is never parked dead: it retries no later than its next run', async () => {
    const definitions = { 'test.tick': { run: async () => Promise.reject(new Error('db busy')) } };
    const r = runner(definitions, { recurring: [{ kind: 'test.tick', everyMs: 1_000 }], retry: { windowMs: 0 } });
    await r.scheduleRecurring();
    await r.runDue();
    const job = await oneJob();
    expect(job).toMatchObject({ status: 'queued', attempts: 1, lastError: 'db busy' });
    expect(job.runAt.getTime()).toBeLessThanOrEqual(Date.now() + 1_500);
  });

  it('the cleanup job, run by the runner, deletes dead jobs older than 30 days and keeps the rest', async () => {
    const old = sql`now() - make_interval(days => ${DEAD_JOB_DAYS + 1})`;
    const recent = sql`now() - make_interval(days => ${DEAD_JOB_DAYS - 1})`;
    await db()
      .insert(jobs)
      .values([
        { kind: 'gone', status: 'dead', updatedAt: old, lastError: 'old' },
        { kind: 'gone', status: 'dead', updatedAt: old, lastError: 'old' },
        { kind: 'kept', status: 'dead', updatedAt: recent, lastError: 'recent' },
        { kind: 'waiting', status: 'queued', runAt: sql`now() + interval '1 day'`, updatedAt: old },
      ]);
    await enqueueJob(db(), { kind: JOBS_CLEANUP });
    expect(await createJobRunner(shop.deps, { definitions: jobDefinitions, recurring: [] }).runDue()).toBe(1);
    const left = await allJobs();
    expect(left.map((job) => job.kind).sort()).toEqual(['kept', 'waiting']);
    expect(recurringJobs.map((job) => job.kind)).toContain(JOBS_CLEANUP);
  });
});
