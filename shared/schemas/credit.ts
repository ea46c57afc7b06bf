import { z } from 'zod';
import { text } from './fields';

/** The admin lets one held order on account through, saying why (kept with the release and in the audit log). */
export const holdReleaseSchema = z.strictObject({
  userId: text().min(1).max(100),
  reason: text().trim().min(3, 'Please give a reason for the release').max(200),
});

export const accountUserIdSchema = z.strictObject({ userId: text().min(1).max(100) });
