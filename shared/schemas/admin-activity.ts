import { z } from 'zod';
import { paging } from './admin-orders';
import { text } from './fields';

/** Activity view: audit rows newest first; action 'product' matches every 'product.*' action. */
export const listActivityInputSchema = z
  .strictObject({
    ...paging,
    action: text()
      .trim()
      .max(60)
      .regex(/^[a-z_.]*$/, 'Unknown action')
      .optional(),
    actorUserId: text().trim().min(1).max(100).optional(),
  })
  .prefault({});
