import { z } from 'zod';

/** 'Email & jobs': retry one failed or dead background job. */
export const adminJobRetrySchema = z.strictObject({
  id: z.uuid({ error: 'Job not found.' }),
});
