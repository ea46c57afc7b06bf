import { z } from 'zod';

export const byIdInputSchema = z.strictObject({ id: z.uuid({ error: 'Not found.' }) });
