import { sendBackInStockEmail } from '../modules/back-in-stock/service';
import { sendOverdueReminders } from '../modules/credit/overdue-reminders';
import { sendMonthlyStatements } from '../modules/credit/statement-emails';
import { cancelUnpaidBankTransfers, remindUnpaidBankTransfers } from '../modules/payment/bank-transfer-hold';
import { expireUnpaidCardOrders } from '../modules/payment/expiry';
import { chargeDueRenewals } from '../modules/payment/renewal-charges';
import { sendStandingOrderReminders } from '../modules/standing-order/reminders';
import { runStandingOrders } from '../modules/standing-order/run';
import { sendRenewalReminders } from '../modules/subscription/reminders';
import { runRenewals } from '../modules/subscription/renewals';
import { sendSixMonthNotices } from '../modules/subscription/six-month-notice';
import { DEAD_JOB_DAYS, deleteOldDeadJobs } from './cleanup';
import {
  BACK_IN_STOCK_JOB,
  BANK_TRANSFER_HOLDS,
  CHARGE_RENEWALS,
  EMAIL_DELIVERY,
  EXPIRE_CARD_ORDERS,
  JOBS_CLEANUP,
  type JobDefinition,
  MONTHLY_STATEMENTS,
  OVERDUE_REMINDERS,
  RENEWAL_REMINDERS,
  type RecurringJob,
  STANDING_ORDERS,
  SUBSCRIPTION_RENEWALS,
} from './job-types';

// The one place that says what runs each job kind (named in ./job-types) and which recur.

function requestIdOf(payload: unknown): string {
  const id = (payload as { requestId?: unknown } | null)?.requestId;
  if (typeof id !== 'string') throw new Error('back-in-stock job without a requestId');
  return id;
}

function outboxIdOf(payload: unknown): string {
  const id = (payload as { outboxId?: unknown } | null)?.outboxId;
  if (typeof id !== 'string') throw new Error('email job without an outboxId');
  return id;
}

export const jobDefinitions: Record<string, JobDefinition> = {
  [EMAIL_DELIVERY]: {
    run: (deps, job) => deps.mailer.deliver(outboxIdOf(job.payload)),
    onDead: (deps, job, lastError) => deps.mailer.markFailed(outboxIdOf(job.payload), lastError),
  },
  [SUBSCRIPTION_RENEWALS]: {
    run: async (deps) => {
      const run = await runRenewals(deps);
      if (run.renewed + run.held > 0) deps.logger.info(`renewals: ${run.renewed} renewed, ${run.held} held`);
    },
  },
  [EXPIRE_CARD_ORDERS]: {
    run: async (deps) => {
      const run = await expireUnpaidCardOrders(deps);
      if (run.expired > 0) deps.logger.info(`card orders: ${run.expired} expired unpaid`);
    },
  },
  [BANK_TRANSFER_HOLDS]: {
    run: async (deps) => {
      const reminded = await remindUnpaidBankTransfers(deps);
      const cancelled = await cancelUnpaidBankTransfers(deps);
      if (reminded + cancelled > 0) deps.logger.info(`bank transfers: ${reminded} reminded, ${cancelled} cancelled unpaid`);
    },
  },
  /** One per confirmed request when its size is restocked (queued by a trigger, drizzle/0012_back_in_stock.sql). */
  [BACK_IN_STOCK_JOB]: { run: (deps, job) => sendBackInStockEmail(deps, requestIdOf(job.payload)) },
  [CHARGE_RENEWALS]: {
    run: async (deps) => {
      const run = await chargeDueRenewals(deps);
      const tried = Object.values(run).reduce((n, v) => n + v, 0);
      if (tried > 0) deps.logger.info(`renewal charges: ${JSON.stringify(run)}`);
    },
  },
  [MONTHLY_STATEMENTS]: {
    run: async (deps) => {
      const run = await sendMonthlyStatements(deps);
      if (run.sent > 0) deps.logger.info(`statements: ${run.sent} emailed for ${run.month}`);
    },
  },
  [OVERDUE_REMINDERS]: {
    run: async (deps) => {
      const run = await sendOverdueReminders(deps);
      if (run.sent > 0) deps.logger.info(`overdue reminders: ${run.sent} emailed`);
    },
  },
  [RENEWAL_REMINDERS]: {
    run: async (deps) => {
      const sent = await sendRenewalReminders(deps);
      if (sent > 0) deps.logger.info(`renewal reminders: ${sent} sent`);
      const notices = await sendSixMonthNotices(deps);
      if (notices > 0) deps.logger.info(`six-month notices: ${notices} sent`);
    },
  },
  [JOBS_CLEANUP]: {
    run: async (deps) => {
      const deleted = await deleteOldDeadJobs(deps.db);
      if (deleted > 0) deps.logger.info(`jobs: ${deleted} dead job(s) older than ${DEAD_JOB_DAYS} days deleted`);
    },
  },
  [STANDING_ORDERS]: {
    run: async (deps) => {
      const reminded = await sendStandingOrderReminders(deps);
      const run = await runStandingOrders(deps);
      const total = Object.values(run).reduce((n, v) => n + v, 0);
      if (reminded.sent + total > 0) deps.logger.info(`standing orders: ${reminded.sent} reminded, ${JSON.stringify(run)}`);
    },
  },
};

export const recurringJobs: RecurringJob[] = [
  { kind: SUBSCRIPTION_RENEWALS, everyMs: 10 * 60_000 },
  { kind: EXPIRE_CARD_ORDERS, everyMs: 60_000 },
  { kind: CHARGE_RENEWALS, everyMs: 5 * 60_000 },
  { kind: MONTHLY_STATEMENTS, everyMs: 60 * 60_000 },
  { kind: OVERDUE_REMINDERS, everyMs: 60 * 60_000 },
  { kind: BANK_TRANSFER_HOLDS, everyMs: 5 * 60_000 },
  { kind: RENEWAL_REMINDERS, everyMs: 30 * 60_000 },
  { kind: STANDING_ORDERS, everyMs: 15 * 60_000 },
  { kind: JOBS_CLEANUP, everyMs: 6 * 60 * 60_000 },
];
