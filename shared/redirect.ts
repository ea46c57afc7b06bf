import { CONTROL_CHARACTERS } from './control-characters';

/** Where a visitor goes after signing in when no (acceptable) target was given. */
export const DEFAULT_REDIRECT_PATH = '/account';

/** Where an email verification link lands: the login form, saying the email is verified (verifying does not sign in). */
export const EMAIL_VERIFIED_PATH = '/auth?verified=1';

const PARSE_BASE = 'https://shop.invalid';
/** Tab, newline and CR too: browsers drop them from URLs, so '/\t/evil.example' becomes '//evil.example'. */
const URL_STRIPPED_OR_CONTROL = new RegExp(`${CONTROL_CHARACTERS.source}|[\\t\\n\\r]`);
/** Encoded '/' or '\' in the path: a router or proxy that decodes once would see '//' or '/\'. */
const ENCODED_SEPARATOR = /%2f|%5c/i;
const MAX_LENGTH = 2_000;

/**
 * Open redirects: a redirect or callback target is followed only when it is a path on this
 * site: starts with one '/', never '//' or a backslash (browsers read '/\evil.example' as
 * '//evil.example'), no control or URL-stripped character, no encoded separator, and it still resolves to
 * this origin. Not the auth page itself (it would bounce back to itself).
 */
export function isSafeRedirectPath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return false;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return false;
  if (URL_STRIPPED_OR_CONTROL.test(value)) return false;
  const path = value.split(/[?#]/, 1)[0] ?? '';
  if (ENCODED_SEPARATOR.test(path)) return false;
  let url: URL;
  try {
    url = new URL(value, PARSE_BASE);
  } catch {
    return false;
  }
  if (url.origin !== PARSE_BASE) return false;
  return url.pathname !== '/auth';
}

/** The target itself when it is a safe path on this site, otherwise /account. */
export function safeRedirectPath(value: unknown): string {
  return isSafeRedirectPath(value) ? value : DEFAULT_REDIRECT_PATH;
}
