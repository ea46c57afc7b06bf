import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type Profile, profiles } from '../db/schema/index';
import type { SessionInfo } from '../trpc/context';
import type { Auth } from './auth';

// Besides the 7-day idle expiry, a session lives at most 30 days.
export const ABSOLUTE_SESSION_MS = 30 * 24 * 60 * 60 * 1000;

/** A signed-in request: its session, and its profile read on first use (at most once). */
export type SignedIn = { session: SessionInfo; loadProfile: () => Promise<Profile | null> };

/**
 * A request's session through better-auth's public `auth.api.getSession` (it checks the cookie's
 * signature and the idle expiry, and extends a session due for its daily extension), plus the
 * absolute lifetime. The profile is read fresh for every request that asks for it, so a role change applies
 * at once; a request that never asks (a cart click) saves the statement.
 *
 * No `session.cookieCache`: with it a copied cookie stays valid for the cache's maxAge after a
 * sign-out or a password change, on every instance (
 * tests/api/many-instances.pg.test.ts signs out on one instance and expects the other to agree at once).
 */
export function createSessionReader({ auth, db }: { auth: Auth; db: Db }) {
  const profileOf = db
    .select()
    .from(profiles)
    .where(eq(profiles.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare('profile_by_user');

  return async (headers: Headers): Promise<SignedIn | null> => {
    const result = await auth.api.getSession({ headers });
    if (!result) return null;
    const createdAt = new Date(result.session.createdAt);
    if (Date.now() - createdAt.getTime() > ABSOLUTE_SESSION_MS) return null;
    const { id, email, name, emailVerified } = result.user;
    let profile: Promise<Profile | null> | undefined;
    return {
      session: {
        user: { id, email, name, emailVerified },
        session: { id: result.session.id, createdAt, expiresAt: new Date(result.session.expiresAt) },
      },
      loadProfile: () => {
        profile ??= profileOf.execute({ userId: id }).then(([row]) => row ?? null);
        return profile;
      },
    };
  };
}
