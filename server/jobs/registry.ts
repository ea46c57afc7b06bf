import type { JobDefinition, RecurringJob } from './job-types';
import { runRenewals } from './renewals';

// The one place that says which job kinds exist, what runs them and which recur.

/** Sends one outbox email. Also written by the email_outbox trigger (drizzle/0003_jobs_triggers.sql). */
export const EMAIL_DELIVERY = 'email.send';
export const SUBSCRIPTION_RENEWALS = 'subscriptions.renew';

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
};

/** What an instance runs: everything, but emails only where SMTP is configured (elsewhere they wait in the queue). */
export function jobDefinitionsFor(options: { smtpEnabled: boolean }): Record<string, JobDefinition> {
  if (options.smtpEnabled) return jobDefinitions;
  const { [EMAIL_DELIVERY]: _email, ...rest } = jobDefinitions;
  return rest;
}

export const recurringJobs: RecurringJob[] = [{ kind: SUBSCRIPTION_RENEWALS, everyMs: 10 * 60_000 }];
