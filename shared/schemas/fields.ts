import { z } from 'zod';
import { CONTROL_CHARACTERS, CONTROL_CHARACTERS_MESSAGE } from '../control-characters';

/**
 * Every free-text input of the app starts here instead of z.string(): the control-character check runs
 * first, on the value as sent (before .trim() could hide a leading or trailing one). Formats (z.email,
 * z.uuid, z.iso.date, z.enum) need no check: their patterns admit no control character.
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((value) => !CONTROL_CHARACTERS.test(value), CONTROL_CHARACTERS_MESSAGE);
}

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_BLANK_MESSAGE = 'Password cannot be only spaces.';
export const PASSWORD_IS_EMAIL_MESSAGE = 'Password cannot be your email address.';

/**
 * At least 8 characters (every form: sign-up, subscription sign-up, wholesale
 * application, reset), long passphrases allowed, no composition rules; not only spaces.
 */
export const passwordSchema = text({ error: 'Password is required.' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(128, 'Password must be at most 128 characters.')
  .refine((password) => password.trim() !== '', PASSWORD_BLANK_MESSAGE);

/** The email address is the first guess of anyone trying an account (compared ignoring case). */
export function passwordIsEmail(password: string, email: string): boolean {
  return password.trim().toLowerCase() === email.trim().toLowerCase();
}

/** For forms and bodies with both fields: the password's issue when it is the email. */
export function passwordNotEmail(value: { email: string; password: string }, ctx: z.RefinementCtx) {
  if (passwordIsEmail(value.password, value.email))
    ctx.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_IS_EMAIL_MESSAGE });
}

export const emailSchema = z.email({ error: 'Please enter a valid email address' }).max(254);

/** The years a date the shop stores or searches by can fall in; PostgreSQL refuses some outside (year 0). */
export const DATE_YEARS = { min: 2000, max: 2100 } as const;

/**
 * A calendar date, YYYY-MM-DD, in DATE_YEARS: a date filter or end date outside them is a typing slip or a
 * probe, answered as a field error rather than sent to the database.
 */
export function calendarDate(message = 'Please enter a valid date') {
  return z.iso.date({ error: message }).refine((value) => {
    const year = Number(value.slice(0, 4));
    return year >= DATE_YEARS.min && year <= DATE_YEARS.max;
  }, `Please enter a date between ${DATE_YEARS.min} and ${DATE_YEARS.max}`);
}
