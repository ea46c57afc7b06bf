import { fromNodeHeaders } from 'better-auth/node';
import { eq } from 'drizzle-orm';
import type { Request } from 'express';
import type { Auth } from '../auth/auth';
import { ABSOLUTE_SESSION_MS, createSessionReader } from '../auth/session-reader';
import { profiles } from '../db/schema/index';
import type { AppDeps, Context, SessionInfo } from '../trpc/context';
import { createContext } from '../trpc/context';

/** Whether the request may carry a session; without the cookie it is certainly anonymous. */
export function hasSessionCookie(req: Request): boolean {
  return req.headers.cookie?.includes('better-auth.session_token') === true;
}

/** Reads the better-auth session of a request (role changes apply at once: the profile is read every time). */
async function sessionViaBetterAuth(auth: Auth, req: Request): Promise<SessionInfo | null> {
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

// One session reader (a prepared query) per app; the app's auth instance identifies it.
const readers = new WeakMap<Auth, ReturnType<typeof createSessionReader>>();

export async function contextFromRequest(deps: AppDeps, auth: Auth, req: Request): Promise<Context> {
  // No session cookie, no session: skip the lookup for anonymous visitors (most shop traffic).
  if (!hasSessionCookie(req)) return createContext(deps);
  let read = readers.get(auth);
  if (!read) {
    read = createSessionReader(deps);
    readers.set(auth, read);
  }
  const fast = await read(req.headers.cookie);
  if (fast.kind === 'anonymous') return createContext(deps);
  if (fast.kind === 'signed-in') return createContext({ ...deps, session: fast.session, profile: fast.profile });
  const session = await sessionViaBetterAuth(auth, req);
  const profile = session
    ? ((await deps.db.select().from(profiles).where(eq(profiles.userId, session.user.id)).limit(1))[0] ?? null)
    : null;
  return createContext({ ...deps, session, profile });
}
