import { APIError, type createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { CONTROL_CHARACTERS_MESSAGE, containsControlCharacters } from '../../shared/control-characters';
import { EMAIL_VERIFIED_PATH, isSafeRedirectPath } from '../../shared/redirect';
import type { Db } from '../db/client';
import { newPasswordProblem, PASSWORD_FIELDS } from './password-policy';
import {
  clientNetworkOf,
  consumeAttempt,
  consumeEmailAttempt,
  EMAIL_RATE_LIMITS,
  type RateRule,
  refundEmailAttempt,
} from './rate-limits';

/** The context better-auth hands its before-hooks. */
export type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The tRPC inputs' rule for every auth request too: a NUL in a name or token reached PostgreSQL (a 500). */
export function refuseControlCharacters(ctx: HookContext) {
  if ([ctx.body, ctx.query, ctx.params].some(containsControlCharacters)) {
    throw new APIError('BAD_REQUEST', { message: CONTROL_CHARACTERS_MESSAGE, code: 'CONTROL_CHARACTERS' });
  }
}

/** The fields in which better-auth takes a URL it later redirects to (or puts into an emailed link). */
const REDIRECT_FIELDS = ['callbackURL', 'redirectTo', 'errorCallbackURL', 'newUserCallbackURL'] as const;

/**
 * Open redirects: verification, reset and change-email links redirect to the callbackURL the
 * request named. better-auth checks it against trustedOrigins, but skips that check whenever
 * NODE_ENV=test; this one holds everywhere and is stricter: a path on this site (shared/redirect.ts),
 * the only kind the app itself sends.
 */
export function refuseForeignRedirects(ctx: HookContext) {
  for (const source of [ctx.body, ctx.query]) {
    if (!source || typeof source !== 'object') continue;
    for (const field of REDIRECT_FIELDS) {
      const value = (source as Record<string, unknown>)[field];
      // The auth page is no redirect target, except as a verification link's landing.
      if (value !== undefined && value !== '' && value !== EMAIL_VERIFIED_PATH && !isSafeRedirectPath(value))
        throw new APIError('FORBIDDEN', { message: `Invalid ${field}.`, code: 'INVALID_REDIRECT' });
    }
  }
}

/** Whose password a request sets: the sign-up's address, the signed-in user's, or the reset token's user's. */
async function emailOfPasswordOwner(ctx: HookContext): Promise<string | null> {
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  if (ctx.path === '/sign-up/email') return typeof body.email === 'string' ? body.email : null;
  if (ctx.path === '/change-password') return (await getSessionFromCtx(ctx))?.user.email ?? null;
  const token = body.token ?? (ctx.query as Record<string, unknown> | undefined)?.token;
  if (typeof token !== 'string') return null;
  const verification = await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  const user = verification ? await ctx.context.internalAdapter.findUserById(verification.value) : null;
  return user?.email ?? null;
}

/** The address a credential request is about: the one it names, or the account it acts on. */
async function targetEmail(ctx: HookContext): Promise<string | null> {
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  if (ctx.path === '/change-email') return typeof body.newEmail === 'string' ? body.newEmail : null;
  if (ctx.path === '/change-password' || ctx.path === '/reset-password') return emailOfPasswordOwner(ctx);
  return typeof body.email === 'string' ? body.email : null;
}

/** Credential attempts limited per target email as well as per IP (server/auth/rate-limits.ts). */
export async function limitAttemptsPerEmail(ctx: HookContext, db: Db) {
  const rule = EMAIL_RATE_LIMITS[ctx.path];
  const email = rule ? await targetEmail(ctx) : null;
  if (!rule || !email) return;
  const retryAfter = await consumeEmailAttempt(db, ctx.path, email, rule);
  if (retryAfter !== null) {
    throw new APIError(
      'TOO_MANY_REQUESTS',
      { message: 'Too many requests. Please try again later.', code: 'TOO_MANY_ATTEMPTS' },
      { 'X-Retry-After': String(retryAfter) },
    );
  }
}

/**
 * The per-email sign-in limit holds back guessing, so only failures count: a sign-in that succeeded gives back
 * the attempt limitAttemptsPerEmail counted before it ran (someone signing in and out all day is never locked out).
 */
export async function forgiveSuccessfulSignIn(ctx: HookContext, db: Db) {
  if (ctx.path !== '/sign-in/email' || ctx.context.returned instanceof APIError) return;
  const email = (ctx.body as Record<string, unknown> | undefined)?.email;
  if (typeof email === 'string') await refundEmailAttempt(db, ctx.path, email);
}

/**
 * On every endpoint that sets a password: the shared rule, not a
 * common password, not the email address. A password change always signs out the user's other sessions
 * (whatever the request asked), as a reset does (revokeSessionsOnPasswordReset).
 */
export async function checkNewPassword(ctx: HookContext) {
  const field = PASSWORD_FIELDS[ctx.path];
  if (!field) return undefined;
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  const password = body[field];
  if (typeof password !== 'string') return undefined; // better-auth's own body check answers that
  const problem = newPasswordProblem(password, await emailOfPasswordOwner(ctx));
  if (problem) throw new APIError('BAD_REQUEST', problem);
  if (ctx.path === '/change-password') return { context: { body: { ...body, revokeOtherSessions: true } } };
  return undefined;
}

/** Each application mails every admin: a few per office an hour, never a stream from one address. */
export const WHOLESALE_APPLICATIONS_PER_IP: RateRule = { window: 60 * 60, max: 5 };

/** A sign-up that applies for a trade account counts on its client IP (the header better-auth reads too). */
export async function limitWholesaleApplications(ctx: HookContext, db: Db, clientIpHeader: string) {
  const ip = ctx.headers?.get(clientIpHeader)?.split(',')[0]?.trim() || 'unknown';
  const retryAfter = await consumeAttempt(db, `wholesale-application|ip:${clientNetworkOf(ip)}`, WHOLESALE_APPLICATIONS_PER_IP);
  if (retryAfter !== null) {
    throw new APIError(
      'TOO_MANY_REQUESTS',
      {
        message: 'Too many trade account applications have come from your network. Please try again later.',
        code: 'TOO_MANY_APPLICATIONS',
      },
      { 'X-Retry-After': String(retryAfter) },
    );
  }
}
