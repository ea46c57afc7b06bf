import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Profile } from '../../db/schema/index';
import { accountLedgerEntries } from '../../db/schema/index';

/** The Wholesale Portal dashboard card: the account's fields plus tier and the latest balance movements. */
export async function wholesaleDashboard(db: Db, profile: Profile) {
  const ledger = await db
    .select({
      id: accountLedgerEntries.id,
      amountPence: accountLedgerEntries.amountPence,
      reason: accountLedgerEntries.reason,
      createdAt: accountLedgerEntries.createdAt,
    })
    .from(accountLedgerEntries)
    .where(eq(accountLedgerEntries.userId, profile.userId))
    .orderBy(desc(accountLedgerEntries.createdAt))
    .limit(10);
  return {
    businessName: profile.businessName,
    status: profile.status,
    companyType: profile.companyType,
    contactName: profile.fullName,
    contactEmail: profile.email,
    accountBalancePence: profile.accountBalancePence,
    terms: profile.terms,
    priceTier: profile.priceTier,
    ledger,
  };
}
