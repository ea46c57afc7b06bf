import { and, desc, eq, isNotNull, isNull, min } from 'drizzle-orm';
import type { z } from 'zod';
import { ageDebts, daysPastDue } from '../../../shared/ageing';
import { OVERDUE_HOLD_DAYS } from '../../../shared/credit';
import { shopToday } from '../../../shared/promotions';
import type { holdReleaseSchema } from '../../../shared/schemas/credit';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { creditHoldReleases, invoices, profiles } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { Actor } from '../audit/actor';
import { recordAudit } from '../audit/service';
import { ledgerForStatements } from './queries';
import { statementMonths } from './statements';

/**
 * The admin's credit view of one account: limit and terms, the balance aged by days past due, the
 * invoice that holds orders (if any), a release waiting for the next order, the last releases and
 * the months with a statement.
 */
export async function accountCredit(db: Db, userId: string, today = shopToday()) {
  const [account] = await db
    .select({
      balancePence: profiles.accountBalancePence,
      limitPence: profiles.creditLimitPence,
      terms: profiles.terms,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  if (!account) throw new AppError('NOT_FOUND', 'Account not found.');
  const entries = await ledgerForStatements(db, userId);
  const [oldest] = await db
    .select({ dueDate: min(invoices.dueDate) })
    .from(invoices)
    .where(and(eq(invoices.userId, userId), eq(invoices.status, 'unpaid'), isNotNull(invoices.dueDate)));
  const oldestDue = oldest?.dueDate ?? null;
  const daysLate = oldestDue ? daysPastDue(oldestDue, today) : null;
  const releases = await db
    .select({
      id: creditHoldReleases.id,
      reason: creditHoldReleases.reason,
      createdAt: creditHoldReleases.createdAt,
      usedAt: creditHoldReleases.usedAt,
      withdrawnAt: creditHoldReleases.withdrawnAt,
    })
    .from(creditHoldReleases)
    .where(eq(creditHoldReleases.userId, userId))
    .orderBy(desc(creditHoldReleases.createdAt))
    .limit(5);
  return {
    ...account,
    availablePence: account.limitPence === null ? null : account.limitPence - account.balancePence,
    aged: ageDebts(entries, today),
    oldestUnpaidDaysLate: daysLate !== null && daysLate > 0 ? daysLate : null,
    heldByOverdue: daysLate !== null && daysLate > OVERDUE_HOLD_DAYS,
    waitingRelease: releases.find((r) => r.usedAt === null && r.withdrawnAt === null) ?? null,
    releases,
    statements: statementMonths(entries, today),
  };
}

/** Lets the account's next order on account through a hold (once), audited. One release waits at a time. */
export async function releaseHold(db: Db, actor: Actor, input: z.output<typeof holdReleaseSchema>) {
  return db.transaction(async (tx) => {
    const [account] = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, input.userId));
    if (!account) throw new AppError('NOT_FOUND', 'Account not found.');
    const [release] = await tx
      .insert(creditHoldReleases)
      .values({ userId: input.userId, reason: input.reason, grantedBy: actor.userId })
      .returning()
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) {
          throw new AppError('CONFLICT', 'A release is already waiting for this account’s next order.');
        }
        throw error;
      });
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: 'account.release_credit_hold',
      targetType: 'account',
      targetId: input.userId,
      after: { releaseId: release?.id, reason: input.reason },
    });
    return release;
  });
}

/** Takes back a release no order has used yet, audited. */
export async function withdrawRelease(db: Db, actor: Actor, userId: string) {
  return db.transaction(async (tx) => {
    const [withdrawn] = await tx
      .update(creditHoldReleases)
      .set({ withdrawnAt: new Date() })
      .where(
        and(eq(creditHoldReleases.userId, userId), isNull(creditHoldReleases.usedAt), isNull(creditHoldReleases.withdrawnAt)),
      )
      .returning({ id: creditHoldReleases.id, reason: creditHoldReleases.reason });
    if (!withdrawn) throw new AppError('NOT_FOUND', 'No release is waiting for this account.');
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: 'account.withdraw_credit_release',
      targetType: 'account',
      targetId: userId,
      before: { releaseId: withdrawn.id, reason: withdrawn.reason },
    });
    return { id: withdrawn.id };
  });
}
