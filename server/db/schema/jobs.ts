import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { jobStatusEnum } from './enums';

/**
 * The one queue for work done outside a request (see server/jobs/runner.ts). A worker claims a row
 * with FOR UPDATE SKIP LOCKED and holds it by a lease (locked_until), so a crashed worker's job
 * comes back when the lease runs out. Finished one-off jobs are deleted; a recurring job is one row
 * re-armed after each run; a dead job (retries given up) stays for the admin for DEAD_JOB_DAYS, then the
 * cleanup job deletes it.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload'),
    status: jobStatusEnum('status').notNull().default('queued'),
    /** When the job may run next (its schedule, or the next retry). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** At most one unfinished job per key: enqueueing twice makes one job. */
    dedupeKey: text('dedupe_key'),
    attempts: integer('attempts').notNull().default(0),
    /** Start of the current run of failures; retries stop (status dead) a set time after it. */
    firstAttemptAt: timestamp('first_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The claim's two halves (server/jobs/runner.ts, claimStatement): queued jobs by time, running jobs by lease.
    // Partial, so jobs waiting for later are passed over by range and dead ones are not in them at all.
    index('jobs_queued_run_at_idx').on(t.runAt).where(sql`status = 'queued'`),
    index('jobs_running_lease_idx').on(t.lockedUntil).where(sql`status = 'running'`),
    // The cleanup job's: dead jobs by when they died.
    index('jobs_dead_updated_at_idx').on(t.updatedAt).where(sql`status = 'dead'`),
    uniqueIndex('jobs_dedupe_key_idx').on(t.dedupeKey).where(sql`status <> 'dead'`),
  ],
);
