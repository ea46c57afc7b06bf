import { z } from 'zod';
import { text } from './fields';

/** 'Delete my account': the password again, so a session left open on a shared computer cannot do it. */
export const deleteAccountSchema = z.object({
  password: text({ error: 'Password is required' }).min(1, 'Password is required').max(128),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
