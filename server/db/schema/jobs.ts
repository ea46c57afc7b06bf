import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { jobStatusEnum } from './enums';

/**
 * The one queue for work done outside a request (see server/jobs/runner.ts). A worker claims a row
 * with FOR UPDATE SKIP LOCKED and holds it by a lease (locked_until), so a crashed worker's job
 * comes back when the lease runs out. Finished one-off jobs are deleted; a recurring job is one row
 * re-armed after each run.
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
    index('jobs_due_idx').on(t.status, t.runAt),
    uniqueIndex('jobs_dedupe_key_idx').on(t.dedupeKey).where(sql`status <> 'dead'`),
  ],
);
