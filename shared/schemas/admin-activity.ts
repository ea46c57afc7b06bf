import { z } from 'zod';
import { paging } from './admin-orders';

/** Activity view: audit rows newest first; action 'product' matches every 'product.*' action. */
export const listActivityInputSchema = z
  .strictObject({
    ...paging,
    action: z
      .string()
      .trim()
      .max(60)
      .regex(/^[a-z_.]*$/, 'Unknown action')
      .optional(),
    actorUserId: z.string().trim().min(1).max(100).optional(),
  })
  .prefault({});
