import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { profiles, session, user } from '../db/schema/index';
import type { Profile, SessionInfo } from '../trpc/context';
import { SESSION_IDLE_SECONDS, SESSION_UPDATE_AGE_SECONDS, sessionCookieName } from './auth';

// Security checklist 8: besides the 7-day idle expiry, a session lives at most 30 days.
export const ABSOLUTE_SESSION_MS = 30 * 24 * 60 * 60 * 1000;

export type SessionRead =
  | { kind: 'anonymous' }
  | { kind: 'signed-in'; session: SessionInfo; profile: Profile | null }
  /** Due for better-auth's sliding extension (or a cookie this reader does not know): let better-auth read it. */
  | { kind: 'ask-better-auth' };

/** The session token of better-auth's signed cookie ('<token>.<base64 HMAC-SHA256>'), or null when absent or forged. */
export function signedSessionToken(cookieHeader: string | undefined, cookieName: string, secret: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eqAt = part.indexOf('=');
    if (eqAt < 0 || part.slice(0, eqAt).trim() !== cookieName) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(eqAt + 1).trim());
    } catch {
      return null;
    }
    const dot = value.lastIndexOf('.');
    if (dot < 1) return null;
    const token = value.slice(0, dot);
    const given = Buffer.from(value.slice(dot + 1), 'base64');
    const expected = createHmac('sha256', secret).update(token).digest();
    return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
  }
  return null;
}

/**
 * Reads a request's session, user and profile in one prepared query, checking the cookie's signature
 * and the expiries as better-auth's getSession does. It runs on every signed-in request, where
 * better-auth's own read costs three queries and a WebCrypto call. The one thing it does not do is
 * write: a session due for its daily extension is handed to better-auth (`ask-better-auth`).
 */
export function createSessionReader({ db, config }: { db: Db; config: AppConfig }) {
  const cookieName = sessionCookieName(config.production);
  const byToken = db
    .select({
      sessionId: session.id,
      createdAt: session.createdAt,
      expiresAt: session.expiresAt,
      user: { id: user.id, email: user.email, name: user.name, emailVerified: user.emailVerified },
      profile: profiles,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(session.token, sql.placeholder('token')))
    .limit(1)
    .prepare('session_by_token');

  return async (cookieHeader: string | undefined): Promise<SessionRead> => {
    if (!cookieHeader?.includes(cookieName)) return { kind: 'anonymous' };
    const token = signedSessionToken(cookieHeader, cookieName, config.authSecret);
    if (token === null) return { kind: 'anonymous' };
    const [row] = await byToken.execute({ token });
    const now = Date.now();
    if (!row || row.expiresAt.getTime() <= now) return { kind: 'anonymous' };
    if (now - row.createdAt.getTime() > ABSOLUTE_SESSION_MS) return { kind: 'anonymous' };
    const lastExtendedAt = row.expiresAt.getTime() - SESSION_IDLE_SECONDS * 1000;
    if (now - lastExtendedAt >= SESSION_UPDATE_AGE_SECONDS * 1000) return { kind: 'ask-better-auth' };
    return {
      kind: 'signed-in',
      session: { user: row.user, session: { id: row.sessionId, createdAt: row.createdAt, expiresAt: row.expiresAt } },
      profile: row.profile,
    };
  };
}
