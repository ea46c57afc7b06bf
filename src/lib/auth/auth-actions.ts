import { EMAIL_VERIFIED_PATH } from '../../../shared/redirect';
import type { SignUpProfile } from '../../../shared/schemas/auth';
import { errorMessage } from '../error-message';
import type { AuthClient } from './auth-client';

/**
 * better-auth's browser client, loaded on the first auth action (sign-in, sign-up, sign-out, password
 * reset, email change) and never for a page view: it stays off every page's first load (performance
 * plan: 150 kB of JavaScript for /shop).
 */
export async function loadAuthClient(): Promise<AuthClient> {
  return (await import('./auth-client')).authClient;
}

/** The error shape better-auth's client returns instead of throwing. */
export type AuthClientError = { status?: number; code?: string; message?: string; statusText?: string };

/** Sign-out 'failed' only because the server had already ended the session. */
export function isMissingSessionError(error: AuthClientError): boolean {
  if (error.status === 401) return true;
  if (error.code && ['SESSION_NOT_FOUND', 'SESSION_EXPIRED', 'FAILED_TO_GET_SESSION'].includes(error.code)) return true;
  return /session (not found|missing|expired|does not exist)/i.test(errorMessage(error, ''));
}

/**
 * Every sign-up of the shop (Sign Up tab, wholesale application, subscribing signed out): better-auth's
 * endpoint plus the shop's profile metadata, which the server's sign-up hook validates and stores.
 */
export async function signUpWithProfile(input: { name: string; email: string; password: string; profile: SignUpProfile }) {
  const authClient = await loadAuthClient();
  const body: Parameters<AuthClient['signUp']['email']>[0] & { profile: SignUpProfile } = {
    ...input,
    callbackURL: EMAIL_VERIFIED_PATH,
  };
  return authClient.signUp.email(body);
}

/** The server refused the sign-up because the email is taken (422 USER_ALREADY_EXISTS). */
export function isExistingEmailError(error: AuthClientError | null | undefined): boolean {
  return error?.status === 422 || error?.code === 'USER_ALREADY_EXISTS';
}
