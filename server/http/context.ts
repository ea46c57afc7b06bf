import { fromNodeHeaders } from 'better-auth/node';
import type { Request } from 'express';
import type { Auth } from '../auth/auth';
import { createSessionReader } from '../auth/session-reader';
import type { AppDeps, Context } from '../trpc/context';
import { createContext } from '../trpc/context';

/** Whether the request may carry a session; without the cookie it is certainly anonymous. */
export function hasSessionCookie(req: Request): boolean {
  return req.headers.cookie?.includes('better-auth.session_token') === true;
}

// One session reader (a prepared profile query) per app; the app's auth instance identifies it.
const readers = new WeakMap<Auth, ReturnType<typeof createSessionReader>>();

export async function contextFromRequest(deps: AppDeps, auth: Auth, req: Request): Promise<Context> {
  // No session cookie, no session: skip the lookup for anonymous visitors (most shop traffic).
  if (!hasSessionCookie(req)) return createContext(deps);
  let read = readers.get(auth);
  if (!read) {
    read = createSessionReader({ auth, db: deps.db });
    readers.set(auth, read);
  }
  const signedIn = await read(fromNodeHeaders(req.headers));
  return createContext(signedIn ? { ...deps, ...signedIn } : deps);
}
