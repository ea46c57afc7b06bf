import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { rowsOf } from '../db/client';

/** Dead jobs (retries given up) stay this long for the admin to look at, then go. */
export const DEAD_JOB_DAYS = 30;
/** Rows deleted per statement, so one run never holds a long lock or a huge transaction. */
const BATCH = 5_000;

/**
 * Deletes dead jobs older than DEAD_JOB_DAYS, in batches. Finished one-off jobs are deleted when they succeed
 * and recurring ones re-armed, so dead jobs are the only finished rows that would otherwise stay for ever.
 */
export async function deleteOldDeadJobs(db: DbOrTx, now: Date = new Date()): Promise<number> {
  let deleted = 0;
  for (;;) {
    const rows = rowsOf<{ id: string }>(
      await db.execute(sql`
        delete from jobs where id in (
          select id from jobs
          where status = 'dead' and updated_at < ${now.toISOString()}::timestamptz - make_interval(days => ${DEAD_JOB_DAYS})
          limit ${BATCH})
        returning id`),
    );
    deleted += rows.length;
    if (rows.length < BATCH) return deleted;
  }
}
