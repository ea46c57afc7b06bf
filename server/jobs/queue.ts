import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { jobs } from '../db/schema/index';

export type NewJob = {
  /** A kind listed in server/jobs/registry.ts. */
  kind: string;
  payload?: unknown;
  /** Not before this time (default: now). */
  runAt?: Date;
  /** At most one unfinished job per key: enqueueing the same key again while one waits or runs does nothing. */
  dedupeKey?: string;
};

/**
 * Queues a job for the runner. Pass the open transaction so the job commits (or rolls back) with the
 * change that causes it. A trigger wakes every instance's runner when the row commits.
 */
export async function enqueueJob(db: DbOrTx, job: NewJob): Promise<void> {
  await db
    .insert(jobs)
    .values({ kind: job.kind, payload: job.payload ?? null, runAt: job.runAt, dedupeKey: job.dedupeKey ?? null })
    .onConflictDoNothing({ target: jobs.dedupeKey, where: sql`status <> 'dead'` });
}
