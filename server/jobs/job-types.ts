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

// Every job kind's name, so a module can enqueue or count a kind without importing the registry (which imports the modules).

/** Sends one outbox email. Also written by the email_outbox trigger (drizzle/0003_jobs_triggers.sql). */
export const EMAIL_DELIVERY = 'email.send';
export const SUBSCRIPTION_RENEWALS = 'subscriptions.renew';
/** Unpaid card orders older than 30 minutes expire (stock and promotion back, intent cancelled). */
export const EXPIRE_CARD_ORDERS = 'payments.expire-unpaid';
/** Unpaid bank-transfer orders: a reminder a working day before their hold ends, cancelled (stock and promotion back) at its end. */
export const BANK_TRANSFER_HOLDS = 'payments.bank-transfer-holds';
/** Off-session charges of card renewals: the first attempt and the dunning retries. */
export const CHARGE_RENEWALS = 'payments.charge-renewals';
/** Last month's statement to each trade account, in the first days of a month. */
export const MONTHLY_STATEMENTS = 'credit.monthly-statements';
/** Reminders of unpaid invoices 1, 7 and 30 days past their due date. */
export const OVERDUE_REMINDERS = 'credit.overdue-reminders';
/** The email a few days before each renewal (once per subscription and renewal date), and the notice every 6 months from sign-up. */
export const RENEWAL_REMINDERS = 'subscriptions.remind';
/** Standing orders: the reminder two days before each run, then the runs that are due. */
export const STANDING_ORDERS = 'standing-orders.run';
/** Dead jobs older than DEAD_JOB_DAYS are deleted (server/jobs/cleanup.ts). */
export const JOBS_CLEANUP = 'jobs.cleanup';
/** The job kind the restock trigger (drizzle/0012_back_in_stock.sql) queues, one per confirmed request. */
export const BACK_IN_STOCK_JOB = 'back-in-stock';
