import type { SignUpProfile } from '../../../shared/schemas/auth';
import type { DbOrTx } from '../../db/client';
import { profiles } from '../../db/schema/index';
import { createSubscription } from '../subscription/service';

/**
 * Writes the profile row of a newly created user from its sign-up metadata.
 * Wholesale applicants start as customers with status pending until an admin approves them.
 */
export async function createProfileForNewUser(
  db: DbOrTx,
  input: { userId: string; email: string; profile: SignUpProfile; cardPayments: boolean },
): Promise<void> {
  const { userId, email, profile, cardPayments } = input;
  if (profile.accountType === 'Wholesale') {
    await db.insert(profiles).values({
      userId,
      email,
      fullName: profile.fullName,
      businessName: profile.businessName,
      companyType: profile.companyType,
      phone: profile.phone,
      vatNumber: profile.vatNumber ?? null,
      accountType: 'Wholesale',
      status: 'pending',
      role: 'customer',
    });
    return;
  }
  await db.insert(profiles).values({
    userId,
    email,
    fullName: profile.fullName,
    address1: profile.address1 ?? profile.subscription?.delivery.address1 ?? null,
    address2: profile.address2 ?? profile.subscription?.delivery.address2 ?? null,
    city: profile.city ?? profile.subscription?.delivery.city ?? null,
    postcode: profile.postcode ?? profile.subscription?.delivery.postcode ?? null,
    accountType: 'Customer',
    role: 'customer',
  });
  // A visitor who subscribed while signed out: the subscription waits for the verified email
  // (renewals skip unverified users).
  if (profile.subscription) await createSubscription(db, userId, profile.subscription, cardPayments);
}
