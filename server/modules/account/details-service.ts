import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { accountDetailsSchema } from '../../../shared/schemas/account';
import type { Db } from '../../db/client';
import type { Profile } from '../../db/schema/index';
import { profiles, user } from '../../db/schema/index';
import { AppError } from '../../errors';
import { getOwnProfile } from './service';

/**
 * 'Update profile (details)'. The email is not changed here: the client asks better-auth,
 * which confirms through the new address first. Business fields are for wholesalers and admins only.
 */
export async function updateOwnDetails(
  db: Db,
  userId: string,
  profile: Profile | null,
  input: z.output<typeof accountDetailsSchema>,
) {
  if (!profile) throw new AppError('NOT_FOUND', 'Profile not found.');
  const mayEditBusiness = profile.role === 'wholesaler' || profile.role === 'admin' || profile.accountType === 'Wholesale';
  if (!mayEditBusiness && (input.businessName || input.companyType)) {
    throw new AppError('FORBIDDEN', 'Only trade accounts have a business name and company type.');
  }
  await db.transaction(async (tx) => {
    await tx
      .update(profiles)
      .set({
        fullName: input.fullName,
        phone: input.phone,
        address1: input.address1,
        address2: input.address2,
        city: input.city,
        postcode: input.postcode,
        ...(mayEditBusiness ? { businessName: input.businessName, companyType: input.companyType } : {}),
        updatedAt: new Date(),
      })
      .where(eq(profiles.userId, userId));
    await tx.update(user).set({ name: input.fullName, updatedAt: new Date() }).where(eq(user.id, userId));
  });
  return getOwnProfile(db, userId);
}
