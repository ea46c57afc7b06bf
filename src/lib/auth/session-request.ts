import type { AuthClientError, AuthSession, AuthUser } from './auth-client';

export type SessionData = { user: AuthUser; session: AuthSession };

// better-auth's client turns ISO timestamps into Dates; its session types say so.
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,7})?(?:Z|[+-]\d{2}:\d{2})$/;
const reviveDates = (_key: string, value: unknown) =>
  typeof value === 'string' && ISO_DATE.test(value) ? new Date(value) : value;

/**
 * better-auth's GET /get-session with plain fetch: every page load asks for the session, and the
 * better-auth client (about 15 kB gzip and a costly start-up) is only needed once someone signs in or out.
 */
export async function requestSession(): Promise<SessionData | null> {
  const response = await fetch(`${window.location.origin}/api/auth/get-session`, { credentials: 'same-origin' });
  const text = await response.text();
  const body: unknown = text ? JSON.parse(text, reviveDates) : null;
  if (!response.ok) {
    const details = (typeof body === 'object' && body ? body : {}) as AuthClientError;
    const error: AuthClientError = { ...details, status: response.status, statusText: response.statusText };
    throw error;
  }
  return (body as SessionData | null) ?? null;
}
