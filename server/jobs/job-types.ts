import type { AppDeps } from '../trpc/context';

/** A job as its handler sees it, once a runner has claimed it. */
export type ClaimedJob = { id: string; kind: string; payload: unknown; attempts: number };

export type JobHandler = (deps: AppDeps, job: ClaimedJob) => Promise<void>;

export type JobDefinition = {
  /** Does the work; throwing means "retry later" (with backoff), until the retry window ends. */
  run: JobHandler;
  /** Called once when the job is parked as dead, e.g. to mark the email failed where the admin sees it. */
  onDead?: (deps: AppDeps, job: ClaimedJob, lastError: string) => Promise<void>;
};

/** A job kind run every `everyMs`: one row per kind, re-armed after each run, so runs never overlap. */
export type RecurringJob = { kind: string; everyMs: number };

/** The dedupe key of a recurring job's single row. */
export const recurringKey = (kind: string) => `recurring:${kind}`;
