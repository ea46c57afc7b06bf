import { fromNodeHeaders } from 'better-auth/node';
import { eq } from 'drizzle-orm';
import type { Request } from 'express';
import type { Auth } from '../auth/auth';
import { profiles } from '../db/schema/index';
import type { AppDeps, Context, SessionInfo } from '../trpc/context';
import { createContext } from '../trpc/context';

// Security checklist 8: besides the 7-day idle expiry, a session lives at most 30 days.
const ABSOLUTE_SESSION_MS = 30 * 24 * 60 * 60 * 1000;

/** Whether the request may carry a session; without the cookie it is certainly anonymous. */
export function hasSessionCookie(req: Request): boolean {
  return req.headers.cookie?.includes('better-auth.session_token') === true;
}

/** Reads the better-auth session of a request and the user's profile (role changes apply at once). */
export async function sessionFromRequest(auth: Auth, req: Request): Promise<SessionInfo | null> {
  // No session cookie, no session: skip the lookup for anonymous visitors (most shop traffic).
  if (!hasSessionCookie(req)) return null;
  const result = await auth.api.getSession({ headers: fromNodeHeaders(req.headers) });
  if (!result) return null;
  if (Date.now() - new Date(result.session.createdAt).getTime() > ABSOLUTE_SESSION_MS) return null;
  return {
    user: { id: result.user.id, email: result.user.email, name: result.user.name, emailVerified: result.user.emailVerified },
    session: {
      id: result.session.id,
      createdAt: new Date(result.session.createdAt),
      expiresAt: new Date(result.session.expiresAt),
    },
  };
}

export async function contextFromRequest(deps: AppDeps, auth: Auth, req: Request): Promise<Context> {
  const session = await sessionFromRequest(auth, req);
  const profile = session
    ? ((await deps.db.select().from(profiles).where(eq(profiles.userId, session.user.id)).limit(1))[0] ?? null)
    : null;
  return createContext({ ...deps, session, profile });
}
