import { and, count, eq, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { jobsTable } from '../../../shared/schemas/admin-jobs';
import type { TableListInput } from '../../../shared/table-query';
import type { Db } from '../../db/client';
import { emailOutbox, jobs } from '../../db/schema/index';
import { countValue, type SortColumns, tableOrderBy, tablePage } from '../../db/table-page';
import { AppError } from '../../errors';
import { EMAIL_DELIVERY } from '../../jobs/job-types';
import { recordAudit } from '../audit/service';

const retrying = and(eq(jobs.status, 'queued'), isNotNull(jobs.lastError));
const dead = eq(jobs.status, 'dead');

function stateCondition(state: 'failed' | 'retrying' | 'dead' | undefined): SQL | undefined {
  if (state === 'dead') return dead;
  if (state === 'retrying') return retrying;
  return or(dead, retrying);
}

const SORT_COLUMNS: SortColumns<(typeof jobsTable.sortable)[number]> = {
  kind: jobs.kind,
  state: jobs.status,
  attempts: jobs.attempts,
  firstAttemptAt: jobs.firstAttemptAt,
  updatedAt: jobs.updatedAt,
};

/**
 * The 'Email & jobs' table: jobs parked as dead, and jobs waiting to retry after a failure, sorted
 * and paged by the database; an email job shows its outbox row's recipient and subject.
 */
export async function listProblemJobs(db: Db, input: TableListInput<typeof jobsTable>) {
  const where = stateCondition(input.filters.state);
  return tablePage(input, {
    rows: async (window) => {
      const rows = await db
        .select({
          id: jobs.id,
          kind: jobs.kind,
          status: jobs.status,
          attempts: jobs.attempts,
          lastError: jobs.lastError,
          firstAttemptAt: jobs.firstAttemptAt,
          updatedAt: jobs.updatedAt,
          runAt: jobs.runAt,
          createdAt: jobs.createdAt,
          emailTo: emailOutbox.to,
          emailSubject: emailOutbox.subject,
        })
        .from(jobs)
        .leftJoin(
          emailOutbox,
          and(eq(jobs.kind, EMAIL_DELIVERY), eq(emailOutbox.id, sql`(${jobs.payload} ->> 'outboxId')::uuid`)),
        )
        .where(where)
        .orderBy(...tableOrderBy(input.sort, SORT_COLUMNS, jobs.id))
        .limit(window.limit)
        .offset(window.offset);
      return rows.map((row) => ({ ...row, state: row.status === 'dead' ? ('dead' as const) : ('retrying' as const) }));
    },
    count: async () => countValue(await db.select({ value: count() }).from(jobs).where(where)),
  });
}

/**
 * Admin 'Retry': a dead job is queued again with a fresh 24 h of retries, a waiting one runs now.
 * A failed email goes back to pending. Audited, and every instance's runner is woken.
 */
export async function retryJob(db: Db, actorUserId: string, id: string) {
  return db.transaction(async (tx) => {
    const [job] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update');
    if (!job) throw new AppError('NOT_FOUND', 'Job not found.');
    if (job.status === 'running') throw new AppError('CONFLICT', 'This job is running now.');
    if (job.status === 'dead' && job.dedupeKey) {
      const [twin] = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.dedupeKey, job.dedupeKey), sql`${jobs.status} <> 'dead'`));
      if (twin) throw new AppError('CONFLICT', 'This job is already queued again.');
    }
    const fresh = job.status === 'dead' ? { attempts: 0, firstAttemptAt: null } : {};
    await tx
      .update(jobs)
      .set({ ...fresh, status: 'queued', runAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(jobs.id, id));
    if (job.kind === EMAIL_DELIVERY) {
      const outboxId = (job.payload as { outboxId?: string } | null)?.outboxId;
      if (outboxId)
        await tx
          .update(emailOutbox)
          .set({ status: 'pending' })
          .where(and(eq(emailOutbox.id, outboxId), eq(emailOutbox.status, 'failed')));
    }
    await recordAudit(tx, {
      actorUserId,
      action: 'job.retry',
      targetType: 'job',
      targetId: id,
      before: { kind: job.kind, status: job.status, attempts: job.attempts, lastError: job.lastError },
      after: { status: 'queued' },
    });
    await tx.execute(sql`select pg_notify('jobs_due', '')`);
    return { id, kind: job.kind };
  });
}
