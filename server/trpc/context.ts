import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { Profile } from '../db/schema/index';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import type { CatalogueCache } from '../modules/shop/catalogue-cache';

/** The signed-in user as the procedures see it (from better-auth's session). */
export type SessionInfo = {
  user: { id: string; email: string; name: string; emailVerified: boolean };
  session: { id: string; createdAt: Date; expiresAt: Date };
};

/** Long-lived services every procedure may use. */
export type AppDeps = { db: Db; mailer: Mailer; config: AppConfig; logger: Logger; catalogue: CatalogueCache };

/**
 * What every request knows before a procedure runs. clientIp: the address per-IP limits count on (the socket's, or
 * the trusted proxy's header); null for calls made inside the server (server rendering, jobs), which no visitor
 * can repeat at will. loadProfile answers the signed-in user's profile (role, trade status and tier), at most one
 * read per request; the session read usually brings it (server/auth/session-reader.ts).
 */
export type RequestContext = AppDeps & {
  session: SessionInfo | null;
  clientIp: string | null;
  loadProfile: () => Promise<Profile | null>;
};

/** A procedure's context: the request's, with the signed-in user's profile read. */
export type Context = RequestContext & { profile: Profile | null };

/** Built from plain values so tests can make a context for any role without HTTP. */
export function createContext(
  input: AppDeps & { session?: SessionInfo | null; profile?: Profile | null; clientIp?: string | null },
): Context {
  const profile = input.profile ?? null;
  return {
    ...input,
    session: input.session ?? null,
    profile,
    clientIp: input.clientIp ?? null,
    loadProfile: () => Promise.resolve(profile),
  };
}
