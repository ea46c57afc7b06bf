import { createAuthClient } from 'better-auth/react';
import type { SignUpProfile } from '../../../shared/schemas/auth';

/**
 * better-auth's browser client; absolute base URL so jsdom tests resolve requests too. Server rendering
 * loads this module with the subscription form but never calls it: there is no window there.
 */
export const authClient = createAuthClient({
  baseURL: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  basePath: '/api/auth',
  fetchOptions: {
    // index.html preloads /api/auth/get-session (crossorigin="anonymous"): a preloaded response is
    // only used by a request in the same credentials mode. Every auth call is same-origin anyway.
    credentials: 'same-origin',
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

/**
 * Every sign-up of the shop (Sign Up tab, wholesale application, subscribing signed out): better-auth's
 * endpoint plus the spec's profile metadata, which the server's sign-up hook validates and stores.
 */
export function signUpWithProfile(input: { name: string; email: string; password: string; profile: SignUpProfile }) {
  const body: Parameters<typeof authClient.signUp.email>[0] & { profile: SignUpProfile } = { ...input, callbackURL: '/account' };
  return authClient.signUp.email(body);
}

/** The server refused the sign-up because the email is taken (422 USER_ALREADY_EXISTS). */
export function isExistingEmailError(error: AuthClientError | null | undefined): boolean {
  return error?.status === 422 || error?.code === 'USER_ALREADY_EXISTS';
}
