import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authEmailAttempts } from '../db/schema/index';
import { AppError } from '../errors';

export type RateRule = { window: number; max: number };

/**
 * better-auth's limiter, keyed on client IP + path. Session reads are not limited at all: a
 * customer browsing quickly, or a whole office or mobile NAT behind one address, must never appear
 * signed out, and reading a session reveals nothing to guess at. The credential endpoints allow an
 * office's worth of people per IP; guessing at one account is held back by the per-email limits below.
 */
export const IP_RATE_LIMIT = {
  window: 60,
  max: 100,
  customRules: {
    '/get-session': false,
    '/sign-in/email': { window: 60, max: 30 },
    '/sign-up/email': { window: 60, max: 10 },
    '/request-password-reset': { window: 60, max: 10 },
    '/reset-password': { window: 60, max: 10 },
    '/send-verification-email': { window: 60, max: 10 },
    '/change-email': { window: 60, max: 10 },
    '/change-password': { window: 60, max: 10 },
  },
} as const;

/**
 * Attempts per target email address and endpoint, from any number of IPs: one account cannot be
 * guessed at from many addresses, and one person failing at their own address does not lock the rest
 * of their office out. better-auth's limiter can key only on IP and path, hence this small one.
 */
export const EMAIL_RATE_LIMITS: Readonly<Record<string, RateRule>> = {
  // Failed sign-ins only: a successful one gives its attempt back (request-guards.ts, forgiveSuccessfulSignIn).
  '/sign-in/email': { window: 15 * 60, max: 10 },
  '/sign-up/email': { window: 15 * 60, max: 5 },
  '/request-password-reset': { window: 15 * 60, max: 3 },
  '/send-verification-email': { window: 15 * 60, max: 3 },
  '/reset-password': { window: 15 * 60, max: 10 },
  '/change-email': { window: 15 * 60, max: 5 },
  '/change-password': { window: 15 * 60, max: 10 },
};

/** Rows this much older than their window are deleted when a new window starts somewhere. */
const KEEP_SECONDS = 24 * 60 * 60;

/**
 * Counts one attempt at `email` on `path` (see consumeAttempt). Seconds until the window ends when the
 * attempt is over the limit, otherwise null.
 */
export function consumeEmailAttempt(db: Db, path: string, email: string, rule: RateRule): Promise<number | null> {
  return consumeAttempt(db, `${path}|${email.trim().toLowerCase()}`, rule);
}

/**
 * Takes back one attempt counted by consumeEmailAttempt: for endpoints where only failures should count (a
 * successful sign-in is no guess). Counting first and giving back after keeps the limit atomic: concurrent
 * guesses cannot all pass before any is counted.
 */
export async function refundEmailAttempt(db: Db, path: string, email: string): Promise<void> {
  await db
    .update(authEmailAttempts)
    .set({ count: sql`greatest(${authEmailAttempts.count} - 1, 0)` })
    .where(sql`${authEmailAttempts.key} = ${`${path}|${email.trim().toLowerCase()}`}`);
}

/**
 * The shop's one rate limiter, for anything keyed on more than better-auth's IP + path (an email address, an
 * account, an IP for a tRPC procedure, a whole feature). Counts one attempt on `key` in a fixed window, in
 * one atomic upsert on a database row (auth_email_attempts, whatever the key), so every instance of the app
 * shares the counts and concurrent requests cannot all slip under the limit. Seconds until the window ends
 * when the attempt is over the limit, otherwise null.
 */
export async function consumeAttempt(db: Db, key: string, rule: RateRule): Promise<number | null> {
  const expired = sql`${authEmailAttempts.windowStart} <= now() - make_interval(secs => ${rule.window}::int)`;
  const [row] = await db
    .insert(authEmailAttempts)
    .values({ key, count: 1, windowStart: sql`now()` })
    .onConflictDoUpdate({
      target: authEmailAttempts.key,
      set: {
        count: sql`case when ${expired} then 1 else ${authEmailAttempts.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${authEmailAttempts.windowStart} end`,
      },
    })
    .returning({ count: authEmailAttempts.count, windowStart: authEmailAttempts.windowStart });
  if (!row) return null;
  if (row.count === 1) {
    await db
      .delete(authEmailAttempts)
      .where(sql`${authEmailAttempts.windowStart} < now() - make_interval(secs => ${KEEP_SECONDS}::int)`);
  }
  if (row.count <= rule.max) return null;
  return Math.max(1, Math.ceil((row.windowStart.getTime() + rule.window * 1000 - Date.now()) / 1000));
}

/** One limit of a request: the key it counts on, its rule, and what the refused visitor reads. */
export type AttemptLimit = { key: string; rule: RateRule; message: string };

/**
 * Counts the attempt on each limit in turn and throws the first one over it as TOO_MANY_REQUESTS with that
 * limit's message. A refused attempt is not counted on the limits after it.
 */
export async function enforceLimits(db: Db, limits: readonly AttemptLimit[]): Promise<void> {
  for (const limit of limits) {
    if ((await consumeAttempt(db, limit.key, limit.rule)) !== null) throw new AppError('TOO_MANY_REQUESTS', limit.message);
  }
}

/**
 * The network a client address stands for in per-IP limits: an IPv4 address itself (also when IPv6-mapped), an
 * IPv6 address by its /64 prefix, since one connection commonly holds a whole /64 and could step through it.
 */
export function clientNetworkOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!ip.includes(':')) return ip;
  const [head = '', tail] = ip.toLowerCase().split('%')[0]?.split('::') ?? [];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
