import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema/index';
import { AppError } from '../../errors';

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
} as const;

/** Spec 'Read profile': NOT_FOUND when the row is not there yet, so the client retries once. */
export async function getOwnProfile(db: Db, userId: string) {
  const [row] = await db.select(ownProfileColumns).from(profiles).where(eq(profiles.userId, userId)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Profile not found.');
  return row;
}
