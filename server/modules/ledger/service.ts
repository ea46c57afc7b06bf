import { eq, sql } from 'drizzle-orm';
import type { LedgerKind } from '../../../shared/statement';
import type { DbOrTx } from '../../db/client';
import { accountLedgerEntries, profiles } from '../../db/schema/index';

export type LedgerEntry = {
  userId: string;
  /** What moved the balance: statements total each kind. */
  kind: LedgerKind;
  /** Positive: the customer owes more (an order on account); negative: a payment or credit. */
  amountPence: number;
  reason: string;
  orderId?: string | null;
  invoiceId?: string | null;
  actorUserId?: string | null;
};

/**
 * The one way a wholesale balance changes: an appended ledger entry plus the cached sum on the
 * profile, in the caller's transaction.
 */
export async function postLedgerEntry(tx: DbOrTx, entry: LedgerEntry): Promise<void> {
  await tx.insert(accountLedgerEntries).values({
    userId: entry.userId,
    amountPence: entry.amountPence,
    kind: entry.kind,
    reason: entry.reason,
    orderId: entry.orderId ?? null,
    invoiceId: entry.invoiceId ?? null,
    actorUserId: entry.actorUserId ?? null,
  });
  await tx
    .update(profiles)
    .set({ accountBalancePence: sql`${profiles.accountBalancePence} + ${entry.amountPence}` })
    .where(eq(profiles.userId, entry.userId));
}
