import { fromNodeHeaders } from 'better-auth/node';
import type { Request } from 'express';
import type { Auth } from '../auth/auth';
import { createSessionReader } from '../auth/session-reader';
import type { AppDeps, RequestContext } from '../trpc/context';

/** Whether the request may carry a session; without the cookie it is certainly anonymous. */
export function hasSessionCookie(req: Request): boolean {
  return req.headers.cookie?.includes('better-auth.session_token') === true;
}

// One session reader (its prepared statements) per app; the app's auth instance identifies it.
const readers = new WeakMap<Auth, ReturnType<typeof createSessionReader>>();

/**
 * The client's address as the rate limits see it: the header app.ts writes from the socket, or the one the
 * trusted proxy sets (its first entry when it lists a chain).
 */
export function clientIpOf(req: Request, header: string): string {
  const value = req.headers[header];
  const first = (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();
  return first || req.socket.remoteAddress || 'unknown';
}

const anonymous = () => Promise.resolve(null);

/** The request's session, with its user and profile (one statement; see createSessionReader). */
export async function contextFromRequest(deps: AppDeps, auth: Auth, req: Request): Promise<RequestContext> {
  const clientIp = clientIpOf(req, deps.config.clientIpHeader);
  // No session cookie, no session: skip the lookup for anonymous visitors (most shop traffic).
  if (!hasSessionCookie(req)) return { ...deps, session: null, clientIp, loadProfile: anonymous };
  let read = readers.get(auth);
  if (!read) {
    read = createSessionReader({ auth, db: deps.db, config: deps.config });
    readers.set(auth, read);
  }
  const signedIn = await read(fromNodeHeaders(req.headers));
  return signedIn ? { ...deps, ...signedIn, clientIp } : { ...deps, session: null, clientIp, loadProfile: anonymous };
}
