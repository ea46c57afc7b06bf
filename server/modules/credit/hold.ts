import { and, eq, isNotNull, isNull, min } from 'drizzle-orm';
import { type CreditHold, creditHold } from '../../../shared/credit';
import type { Tx } from '../../db/client';
import { creditHoldReleases, invoices, profiles } from '../../db/schema/index';

export type CreditJudgement =
  | { allowed: true; releaseUsed: boolean }
  | { allowed: false; hold: CreditHold | { kind: 'no_account' } };

/**
 * Credit control of one order on account, inside the order's transaction before its ledger entry. The
 * account row stays locked until COMMIT, so a second order of the same account waits here and then
 * sees the balance the first one left: two orders can never both pass on the same headroom. A hold
 * (an invoice more than 7 days overdue, or the balance plus this order past the credit limit) refuses
 * the order unless an admin released the hold for one order: this order then uses the release up,
 * and gets it back if its transaction rolls back.
 */
export async function judgeOrderOnAccount(
  tx: Tx,
  request: { userId: string; orderTotalPence: number; today: string },
): Promise<CreditJudgement> {
  const { userId } = request;
  const [account] = await tx
    .select({ balancePence: profiles.accountBalancePence, limitPence: profiles.creditLimitPence })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .for('update');
  if (!account) return { allowed: false, hold: { kind: 'no_account' } };
  const [oldest] = await tx
    .select({ dueDate: min(invoices.dueDate) })
    .from(invoices)
    .where(and(eq(invoices.userId, userId), eq(invoices.status, 'unpaid'), isNotNull(invoices.dueDate)));
  const hold = creditHold({
    ...account,
    orderTotalPence: request.orderTotalPence,
    oldestUnpaidDueDate: oldest?.dueDate ?? null,
    today: request.today,
  });
  if (!hold) return { allowed: true, releaseUsed: false };
  const [release] = await tx
    .update(creditHoldReleases)
    .set({ usedAt: new Date() })
    .where(and(eq(creditHoldReleases.userId, userId), isNull(creditHoldReleases.usedAt), isNull(creditHoldReleases.withdrawnAt)))
    .returning({ id: creditHoldReleases.id });
  return release ? { allowed: true, releaseUsed: true } : { allowed: false, hold };
}
