import { z } from 'zod';
import { tableQuery } from '../table-query';

/** 'failed' is every job that failed (still retrying or given up); the others narrow it. */
export const JOB_STATES = ['failed', 'retrying', 'dead'] as const;

/** 'Email & jobs': failed background work, most recently touched first by default. */
export const jobsTable = tableQuery({
  sortable: ['kind', 'state', 'attempts', 'firstAttemptAt', 'updatedAt'],
  filters: { state: z.enum(JOB_STATES).optional() },
  defaultSort: { id: 'updatedAt', desc: true },
});

/** 'Email & jobs': retry one failed or dead background job. */
export const adminJobRetrySchema = z.strictObject({
  id: z.uuid({ error: 'Job not found.' }),
});
