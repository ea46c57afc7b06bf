import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Profile, profiles } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { SessionInfo } from '../../trpc/context';

/** The columns a user may read of their own profile. */
export const ownProfileColumns = {
  id: profiles.id,
  userId: profiles.userId,
  fullName: profiles.fullName,
  email: profiles.email,
  phone: profiles.phone,
  address1: profiles.address1,
  address2: profiles.address2,
  city: profiles.city,
  postcode: profiles.postcode,
  businessName: profiles.businessName,
  companyType: profiles.companyType,
  vatNumber: profiles.vatNumber,
  accountType: profiles.accountType,
  status: profiles.status,
  role: profiles.role,
  priceTier: profiles.priceTier,
  terms: profiles.terms,
  accountBalancePence: profiles.accountBalancePence,
  /** Trade ordering forms mark the purchase order number required when the admin has said so. */
  poNumberRequired: profiles.poNumberRequired,
} as const;

type OwnProfileKey = keyof typeof ownProfileColumns;
export type OwnProfile = Pick<Profile, OwnProfileKey>;
const OWN_PROFILE_KEYS = Object.keys(ownProfileColumns) as OwnProfileKey[];

/** The readable columns of a profile row already loaded (the request's, from the session reader). */
export function ownProfileOf(row: Profile): OwnProfile {
  const own: Partial<Record<OwnProfileKey, unknown>> = {};
  for (const key of OWN_PROFILE_KEYS) own[key] = row[key];
  return own as OwnProfile;
}

/** 'Read profile': NOT_FOUND when the row is not there yet, so the client retries once. */
export async function getOwnProfile(db: Db, userId: string) {
  const [row] = await db.select(ownProfileColumns).from(profiles).where(eq(profiles.userId, userId)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Profile not found.');
  return row;
}

/** What the shop's pages know of the visitor; no token or session id, nothing the UI does not show or use. */
export type SessionView = {
  user: SessionInfo['user'];
  session: { expiresAt: Date };
  /** Null until the profile row exists (just after sign-up; the client retries once). */
  profile: OwnProfile | null;
};

/**
 * The visitor's session as the request's context already read it (one read per request, no query here),
 * null when signed out. An unverified user gets no profile, as `account.me` refuses them.
 */
export function sessionView(session: SessionInfo | null, profile: Profile | null): SessionView | null {
  if (!session) return null;
  const { id, email, name, emailVerified } = session.user;
  return {
    user: { id, email, name, emailVerified },
    session: { expiresAt: session.session.expiresAt },
    profile: profile && emailVerified ? ownProfileOf(profile) : null,
  };
}
