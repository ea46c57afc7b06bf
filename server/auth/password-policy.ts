import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PASSWORD_IS_EMAIL_MESSAGE, passwordIsEmail, passwordSchema } from '../../shared/schemas/fields';
import { PROJECT_ROOT } from '../config';

// The 5,000 most common passwords of 8+ characters, from the OWASP SecLists project's
// "10 million password list" (Daniel Miessler, CC BY-SA 3.0).
const LIST = path.join(PROJECT_ROOT, 'server', 'auth', 'common-passwords.txt');
let common: Set<string> | null = null;

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose one that is harder to guess.';

export function isCommonPassword(password: string): boolean {
  common ??= new Set(readFileSync(LIST, 'utf8').split('\n').filter(Boolean));
  return common.has(password.toLowerCase()) || common.has(password);
}

/** The better-auth endpoints that set a password, and the body field that carries it. */
export const PASSWORD_FIELDS: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

/**
 * Why a new password is refused, in the words the forms show, or null: the shared rule (length, not
 * only spaces), not one of the common passwords, and not the account's email address.
 */
export function newPasswordProblem(password: string, email: string | null): { message: string; code: string } | null {
  const parsed = passwordSchema.safeParse(password);
  if (!parsed.success) return { message: parsed.error.issues[0]?.message ?? 'Invalid password.', code: 'PASSWORD_REFUSED' };
  if (isCommonPassword(password)) return { message: COMMON_PASSWORD_MESSAGE, code: 'PASSWORD_TOO_COMMON' };
  if (email !== null && passwordIsEmail(password, email))
    return { message: PASSWORD_IS_EMAIL_MESSAGE, code: 'PASSWORD_IS_EMAIL' };
  return null;
}
