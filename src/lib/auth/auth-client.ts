import { createAuthClient } from 'better-auth/react';

/** better-auth's browser client; absolute base URL so jsdom tests resolve requests too. */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  basePath: '/api/auth',
  fetchOptions: {
    // better-auth otherwise keeps the fetch it saw at start-up; looking it up per call lets
    // request interception set up later (msw in the UI tests) see auth calls too.
    customFetchImpl: (input, init) => fetch(input, init),
  },
});

type SessionData = typeof authClient.$Infer.Session;
export type AuthUser = SessionData['user'];
export type AuthSession = SessionData['session'];

/** The error shape better-auth's client returns instead of throwing. */
export type AuthClientError = { status?: number; code?: string; message?: string; statusText?: string };

/** The message to show for a failed auth call: the server's words when it sent any. */
export function authErrorMessage(error: AuthClientError | null | undefined, fallback: string): string {
  return error?.message || error?.statusText || fallback;
}

/** Sign-out 'failed' only because the server had already ended the session (spec section 8). */
export function isMissingSessionError(error: AuthClientError): boolean {
  if (error.status === 401) return true;
  if (error.code && ['SESSION_NOT_FOUND', 'SESSION_EXPIRED', 'FAILED_TO_GET_SESSION'].includes(error.code)) return true;
  return /session (not found|missing|expired|does not exist)/i.test(error.message ?? '');
}
