import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type DbHandle, rowsOf } from '../db/client';
import { jobs } from '../db/schema/index';
import type { AppDeps } from '../trpc/context';
import { type ClaimedJob, type JobDefinition, type RecurringJob, recurringKey } from './job-types';
import { enqueueJob } from './queue';
import { jobDefinitions, recurringJobs } from './registry';
import { afterFailure, DEFAULT_RETRY_POLICY, type RetryPolicy } from './retry-policy';

/*
 * Why our own queue and not pg-boss or graphile-worker: both expect a pool of real PostgreSQL connections, while
 * the embedded database (PGlite) is a single connection in this process. One `jobs` table, claimed with FOR UPDATE
 * SKIP LOCKED and held by a lease, works the same on both engines and on any number of instances: each job is
 * claimed by one worker; a crashed worker's job comes back when its lease runs out; a running worker renews its
 * lease while the handler works.
 */

export type JobRunnerOptions = {
  /**
   * The kinds this runner takes, and their handlers. Jobs of other kinds are left in the queue for a
   * runner that has them: an instance without SMTP does not take emails, and during a rolling
   * upgrade an old instance does not take a kind only the new version knows.
   */
  definitions?: Record<string, JobDefinition>;
  recurring?: RecurringJob[];
  retry?: Partial<RetryPolicy>;
  /** Jobs run at once by this runner. */
  concurrency?: number;
  /** Time between passes when no notification wakes the runner earlier. */
  pollMs?: number;
  /** How long a claim holds without renewal; a crashed worker's job is taken again after it. */
  leaseMs?: number;
  /** How long stop() waits for running jobs before returning them to the queue. */
  stopTimeoutMs?: number;
  /** Subscribes to the jobs_due channel, so new jobs start without waiting for the next poll. */
  listen?: DbHandle['listen'];
  workerId?: string;
};

export type JobRunner = {
  readonly workerId: string;
  /** Schedules the recurring jobs, then claims and runs due jobs until stop(). */
  start: () => Promise<void>;
  /** Stops claiming, waits for running jobs up to stopTimeoutMs and returns unfinished ones to the queue. */
  stop: () => Promise<void>;
  /** Claims and runs everything due now (tests and the CLI); resolves to the number of jobs run. */
  runDue: () => Promise<number>;
  /** Creates each recurring job's row unless it exists (any number of instances make one row). */
  scheduleRecurring: () => Promise<void>;
};

type ClaimedRow = ClaimedJob & { dedupeKey: string | null; sinceFirstAttemptMs: number };

const MAX_ERROR_LENGTH = 2_000;

/** The two ways a job is due: queued and its time has come, or running with its worker's lease run out. */
export type DueJobs = 'queued' | 'lease-expired';

/**
 * One claim: up to `limit` due jobs of the given kinds, taken with FOR UPDATE SKIP LOCKED. The two ways of being
 * due are claimed by separate statements, each a plain range scan of its own partial index in index order
 * (jobs_queued_run_at_idx, jobs_running_lease_idx) that stops after `limit` rows: one statement with an OR of
 * both made PostgreSQL combine bitmaps of every unfinished job. So a claim reads the due rows only, however
 * many jobs wait for later or lie dead. Exported for the PostgreSQL test that reads its plan.
 */
export function claimStatement(input: {
  due: DueJobs;
  workerId: string;
  kinds: SQL;
  leaseMs: number;
  limit: number;
  dueBy: SQL;
}): SQL {
  const leaseEnd = sql`now() + ${input.leaseMs}::int * interval '1 millisecond'`;
  const due =
    input.due === 'queued'
      ? sql`status = 'queued' and run_at <= ${input.dueBy} order by run_at`
      : sql`status = 'running' and locked_until < now() order by locked_until`;
  return sql`
      update jobs set status = 'running', locked_by = ${input.workerId}, locked_until = ${leaseEnd},
        attempts = attempts + 1, first_attempt_at = coalesce(first_attempt_at, now()), updated_at = now()
      where id in (
        select id from jobs
        where kind in (${input.kinds}) and ${due}
        limit ${input.limit}
        for update skip locked)
      returning id, kind, payload, attempts, dedupe_key as "dedupeKey",
        extract(epoch from now() - first_attempt_at)::float8 * 1000 as "sinceFirstAttemptMs"`;
}

export function createJobRunner(deps: AppDeps, options: JobRunnerOptions = {}): JobRunner {
  const { db, logger } = deps;
  const definitions = options.definitions ?? jobDefinitions;
  const knownKinds = sql.join(
    Object.keys(definitions).map((kind) => sql`${kind}`),
    sql`, `,
  );
  const recurring = new Map((options.recurring ?? recurringJobs).map((r) => [r.kind, r]));
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
  const concurrency = options.concurrency ?? 4;
  const pollMs = options.pollMs ?? 5_000;
  const leaseMs = options.leaseMs ?? 60_000;
  const stopTimeoutMs = options.stopTimeoutMs ?? 10_000;
  const workerId = options.workerId ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const leaseEnd = sql`now() + ${leaseMs}::int * interval '1 millisecond'`;
  const mine = (id: string) => and(eq(jobs.id, id), eq(jobs.lockedBy, workerId));

  /** `dueBy`: the latest run_at to take (runDue passes its start time, so a quick retry waits for the next pass). */
  async function claim(limit: number, dueBy: SQL = sql`now()`): Promise<ClaimedRow[]> {
    if (Object.keys(definitions).length === 0) return [];
    const claimed: ClaimedRow[] = [];
    for (const due of ['queued', 'lease-expired'] as const) {
      if (claimed.length >= limit) break;
      const statement = claimStatement({ due, workerId, kinds: knownKinds, leaseMs, limit: limit - claimed.length, dueBy });
      claimed.push(...rowsOf<ClaimedRow>(await db.execute(statement)));
    }
    return claimed;
  }

  /** Renews the lease while the handler works (a chain of timeouts, so renewals never pile up). */
  function keepLease(id: string): () => void {
    let timer: NodeJS.Timeout | undefined;
    let stopped = false;
    const next = () => {
      timer = setTimeout(async () => {
        await db
          .update(jobs)
          .set({ lockedUntil: leaseEnd })
          .where(mine(id))
          .catch((error) => logger.warn(`job ${id}: lease renewal failed: ${String(error)}`));
        if (!stopped) next();
      }, leaseMs / 3);
      timer.unref();
    };
    next();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }

  async function succeeded(job: ClaimedRow): Promise<void> {
    const every = recurring.get(job.kind);
    if (every && job.dedupeKey === recurringKey(job.kind)) {
      await db
        .update(jobs)
        .set({
          status: 'queued',
          runAt: sql`now() + ${every.everyMs}::int * interval '1 millisecond'`,
          attempts: 0,
          firstAttemptAt: null,
          lastError: null,
          lockedBy: null,
          lockedUntil: null,
          updatedAt: sql`now()`,
        })
        .where(mine(job.id));
      return;
    }
    await db.delete(jobs).where(mine(job.id));
  }

  async function failed(job: ClaimedRow, error: unknown, runMs: number): Promise<void> {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
    const decision = afterFailure(job.attempts, job.sinceFirstAttemptMs + runMs, policy);
    const every = recurring.get(job.kind);
    const isRecurring = every !== undefined && job.dedupeKey === recurringKey(job.kind);
    const release = { lastError: message, lockedBy: null, lockedUntil: null, updatedAt: sql`now()` };
    // A recurring job never dies: its next regular run is a retry anyway.
    if (decision.dead && !isRecurring) {
      const parked = await db
        .update(jobs)
        .set({ ...release, status: 'dead' })
        .where(mine(job.id))
        .returning({ id: jobs.id });
      logger.error(`job ${job.kind} ${job.id} is dead after ${job.attempts} attempts: ${message}`);
      if (parked.length > 0) await definitions[job.kind]?.onDead?.(deps, job, message);
      return;
    }
    const delayMs = Math.min(
      decision.dead ? Number.POSITIVE_INFINITY : decision.delayMs,
      every?.everyMs ?? Number.POSITIVE_INFINITY,
    );
    await db
      .update(jobs)
      .set({ ...release, status: 'queued', runAt: sql`now() + ${Math.round(delayMs)}::int * interval '1 millisecond'` })
      .where(mine(job.id));
    logger.warn(
      `job ${job.kind} ${job.id} failed (attempt ${job.attempts}), retry in ${Math.round(delayMs / 1000)} s: ${message}`,
    );
  }

  async function execute(job: ClaimedRow): Promise<void> {
    const definition = definitions[job.kind];
    const started = Date.now();
    const stopLease = keepLease(job.id);
    try {
      if (!definition) throw new Error(`no handler for job kind '${job.kind}'`); // claim() takes known kinds only
      await definition.run(deps, { id: job.id, kind: job.kind, payload: job.payload, attempts: job.attempts });
      stopLease();
      await succeeded(job);
    } catch (error) {
      stopLease();
      // If recording the outcome fails too (database gone), the lease runs out and the job comes back.
      await failed(job, error, Date.now() - started).catch((e) => logger.error(`job ${job.id}: recording the failure failed`, e));
    }
  }

  // The background loop: a pass claims jobs while slots are free; the next pass is a timeout armed
  // after this one ends (never an interval, so passes cannot overlap), or a wake-up on NOTIFY or
  // when a running job finishes.
  const running = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> | null = null;
  let wakeAgain = false;
  let stopping = false;
  let unlisten: (() => Promise<void>) | null = null;

  const track = (work: Promise<void>) => {
    running.add(work);
    void work.finally(() => {
      running.delete(work);
      wake();
    });
  };

  async function runPass(): Promise<void> {
    do {
      wakeAgain = false;
      while (!stopping && running.size < concurrency) {
        const batch = await claim(concurrency - running.size);
        if (batch.length === 0) break;
        for (const job of batch) track(execute(job));
      }
    } while (wakeAgain && !stopping);
  }

  function wake(): void {
    if (stopping) return;
    if (pass) {
      wakeAgain = true;
      return;
    }
    clearTimeout(timer);
    pass = runPass()
      .catch((error) => logger.error('job runner pass failed', error))
      .finally(() => {
        pass = null;
        if (stopping) return;
        timer = setTimeout(wake, pollMs);
        timer.unref();
      });
  }

  async function scheduleRecurring(): Promise<void> {
    for (const kind of recurring.keys()) await enqueueJob(db, { kind, dedupeKey: recurringKey(kind) });
  }

  return {
    workerId,
    scheduleRecurring,
    async start() {
      stopping = false;
      await scheduleRecurring();
      unlisten =
        (await options.listen?.('jobs_due', {
          onNotify: () => wake(),
          onListening: (listening) => {
            if (listening) wake();
          },
        })) ?? null;
      wake();
    },
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await unlisten?.();
      await pass;
      let giveUp: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        Promise.all(running).then(() => true),
        new Promise<boolean>((resolve) => {
          giveUp = setTimeout(() => resolve(false), stopTimeoutMs);
        }),
      ]);
      clearTimeout(giveUp);
      if (finished) return;
      // Jobs still running go back to the queue for another worker; this attempt does not count.
      await db
        .update(jobs)
        .set({
          status: 'queued',
          runAt: sql`now()`,
          attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
          lockedBy: null,
          lockedUntil: null,
          updatedAt: sql`now()`,
        })
        .where(and(eq(jobs.lockedBy, workerId), eq(jobs.status, 'running')));
    },
    async runDue() {
      const [start] = rowsOf<{ now: string }>(await db.execute(sql`select now()::text as now`));
      const dueBy = sql`${start?.now}::timestamptz`;
      let count = 0;
      for (;;) {
        const batch = await claim(concurrency, dueBy);
        if (batch.length === 0) return count;
        await Promise.all(batch.map(execute));
        count += batch.length;
      }
    },
  };
}
