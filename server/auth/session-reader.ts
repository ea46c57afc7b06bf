import { parseCookies } from 'better-auth/cookies';
import { constantTimeEqual, makeSignature } from 'better-auth/crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { type Profile, profiles, session, user } from '../db/schema/index';
import type { SessionInfo } from '../trpc/context';
import { type Auth, SESSION_IDLE_SECONDS, SESSION_UPDATE_AGE_SECONDS, sessionCookieName } from './auth';

// Besides the 7-day idle expiry, a session lives at most 30 days.
export const ABSOLUTE_SESSION_MS = 30 * 24 * 60 * 60 * 1000;

/** A signed-in request: its session, and its profile (read with the session). */
export type SignedIn = { session: SessionInfo; loadProfile: () => Promise<Profile | null> };

/** `config`: the secret that signs the session cookie, and whether the cookie is secure (its __Secure- prefix). */
export type SessionReaderDeps = { auth: Auth; db: Db; config: Pick<AppConfig, 'authSecret' | 'production'> };

/**
 * The session token a signed session cookie carries ('<token>.<signature>'), or null when the cookie is
 * missing or its signature does not match. The signature is checked with better-auth's own public helpers
 * (`better-auth/crypto`), so the cookie format stays better-auth's.
 */
export async function signedSessionToken(
  cookieHeader: string | null | undefined,
  name: string,
  secret: string,
): Promise<string | null> {
  const raw = cookieHeader ? parseCookies(cookieHeader).get(name) : undefined;
  if (raw === undefined) return null;
  let signed: string;
  try {
    signed = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return null;
  const token = signed.slice(0, dot);
  return constantTimeEqual(signed.slice(dot + 1), await makeSignature(token, secret)) ? token : null;
}

/**
 * Reads a request's session. Every signed-in request pays for this, so the common case is one prepared
 * statement: the cookie's signature checked with better-auth's helpers, then the unexpired session with its
 * user and the profile (role, trade status and tier) in one read, fresh for every request, so a role change or a
 * sign-out on another instance applies at once. A session due for better-auth's daily extension, or a
 * signed token with no live session behind it, goes through better-auth's public `auth.api.getSession`, which
 * extends the one and clears up the other. The absolute lifetime applies to both.
 *
 * No `session.cookieCache`: with it a copied cookie stays valid for the cache's maxAge after a sign-out or a
 * password change, on every instance (tests/api/many-instances.pg.test.ts signs out on one instance and expects
 * the other to agree at once).
 */
export function createSessionReader({ auth, db, config }: SessionReaderDeps) {
  const cookieName = sessionCookieName(config.production);
  const liveSession = db
    .select({
      id: session.id,
      createdAt: session.createdAt,
      expiresAt: session.expiresAt,
      user: { id: user.id, email: user.email, name: user.name, emailVerified: user.emailVerified },
      profile: profiles,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(profiles, eq(profiles.userId, session.userId))
    .where(and(eq(session.token, sql.placeholder('token')), gt(session.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('live_session_with_profile');
  const profileOf = db
    .select()
    .from(profiles)
    .where(eq(profiles.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare('profile_by_user');

  /** The session as better-auth reads it (extending it when due); the profile is read when first asked for. */
  async function throughBetterAuth(headers: Headers): Promise<SignedIn | null> {
    const result = await auth.api.getSession({ headers });
    if (!result) return null;
    const { id, email, name, emailVerified } = result.user;
    let profile: Promise<Profile | null> | undefined;
    return signedInUnlessTooOld({
      session: {
        user: { id, email, name, emailVerified },
        session: {
          id: result.session.id,
          createdAt: new Date(result.session.createdAt),
          expiresAt: new Date(result.session.expiresAt),
        },
      },
      loadProfile: () => {
        profile ??= profileOf.execute({ userId: id }).then(([row]) => row ?? null);
        return profile;
      },
    });
  }

  return async (headers: Headers): Promise<SignedIn | null> => {
    const token = await signedSessionToken(headers.get('cookie'), cookieName, config.authSecret);
    if (token === null) return null;
    const [row] = await liveSession.execute({ token });
    // better-auth extends a session read once updateAge has passed since its last extension (expiry - idle).
    const dueForExtension =
      row !== undefined &&
      row.expiresAt.getTime() - SESSION_IDLE_SECONDS * 1000 + SESSION_UPDATE_AGE_SECONDS * 1000 <= Date.now();
    if (!row || dueForExtension) return throughBetterAuth(headers);
    const profile = Promise.resolve(row.profile);
    return signedInUnlessTooOld({
      session: { user: row.user, session: { id: row.id, createdAt: row.createdAt, expiresAt: row.expiresAt } },
      loadProfile: () => profile,
    });
  };
}

function signedInUnlessTooOld(signedIn: SignedIn): SignedIn | null {
  return Date.now() - signedIn.session.session.createdAt.getTime() > ABSOLUTE_SESSION_MS ? null : signedIn;
}
