import { z } from 'zod';

/** Security checklist 2: at least 8 characters, long passphrases allowed, no composition rules. */
export const passwordSchema = z
  .string({ error: 'Password is required.' })
  .min(8, 'Password must be at least 8 characters.')
  .max(128, 'Password must be at most 128 characters.');

export const emailSchema = z.email({ error: 'Please enter a valid email address' }).max(254);
