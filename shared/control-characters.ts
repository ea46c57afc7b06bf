// Kept free of zod: the sign-in redirect check (shared/redirect.ts) runs in the entry chunk, and zod must stay
// out of it (the first-load JavaScript budget).

/**
 * C0 control characters other than tab, newline and carriage return, and DEL. PostgreSQL refuses NUL
 * in text (an HTTP 500 before this check), and none of them belongs in a name, address or search.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const CONTROL_CHARACTERS_MESSAGE = 'Contains characters that are not allowed.';

/** True when any string in a JSON-like value (nested objects and arrays included) has a control character. */
export function containsControlCharacters(value: unknown): boolean {
  if (typeof value === 'string') return CONTROL_CHARACTERS.test(value);
  if (Array.isArray(value)) return value.some(containsControlCharacters);
  if (value && typeof value === 'object') return Object.values(value).some(containsControlCharacters);
  return false;
}
