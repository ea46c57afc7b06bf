import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { DEFAULT_TERMS_DAYS } from '../../../shared/credit';
import { poundsToPence } from '../../../shared/money';
import type { accountDecisionSchema, adminAccountUpdateSchema, balanceAdjustmentSchema } from '../../../shared/schemas/account';
import type { Db } from '../../db/client';
import { accountLedgerEntries, profiles } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import { layoutEmail } from '../../mail/templates';
import { recordAudit } from '../audit/service';
import { postLedgerEntry } from '../ledger/service';

async function profileOrNotFound(db: Db, userId: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  if (!row) throw new AppError('NOT_FOUND', 'Account not found.');
  return row;
}

/** 'Read profile of user', plus the balance ledger for the edit page. */
export async function getAccount(db: Db, userId: string) {
  const profile = await profileOrNotFound(db, userId);
  const ledger = await db
    .select()
    .from(accountLedgerEntries)
    .where(eq(accountLedgerEntries.userId, userId))
    .orderBy(desc(accountLedgerEntries.createdAt))
    .limit(50);
  return { profile, ledger };
}

/**
 * 'Approve / reject': approve sets status approved and role wholesaler; reject sets rejected
 * (and takes trade access away). Only wholesale accounts, never twice. The applicant is emailed.
 */
export async function decideAccount(db: Db, mailer: Mailer, actorUserId: string, input: z.output<typeof accountDecisionSchema>) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(profiles).where(eq(profiles.userId, input.userId)).for('update');
    if (!before) throw new AppError('NOT_FOUND', 'Account not found.');
    if (before.accountType !== 'Wholesale')
      throw new AppError('BAD_REQUEST', 'Only wholesale accounts can be approved or rejected.');
    const approve = input.decision === 'approve';
    if (approve && before.status === 'approved') throw new AppError('BAD_REQUEST', 'This account is already approved.');
    if (!approve && before.status === 'rejected') throw new AppError('BAD_REQUEST', 'This account is already rejected.');
    const change = approve
      ? {
          status: 'approved' as const,
          role: 'wholesaler' as const,
          priceTier: before.priceTier ?? 1,
          termsDays: before.termsDays ?? DEFAULT_TERMS_DAYS,
        }
      : { status: 'rejected' as const, role: before.role === 'admin' ? ('admin' as const) : ('customer' as const) };
    const [after] = await tx
      .update(profiles)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(profiles.userId, input.userId))
      .returning();
    await recordAudit(tx, {
      actorUserId,
      action: `account.${input.decision}`,
      targetType: 'account',
      targetId: input.userId,
      before: { status: before.status, role: before.role },
      after: change,
    });
    await mailer.enqueue(
      layoutEmail({
        to: before.email,
        subject: approve ? 'Your trade account is approved' : 'Your trade account application was not approved',
        greeting: `Hello ${before.fullName},`,
        paragraphs: approve
          ? [
              `Welcome to the Kingdom: the trade account for ${before.businessName ?? 'your business'} is approved.`,
              'Sign in to see your trade prices and order on account.',
            ]
          : [
              `Thank you for applying for a trade account for ${before.businessName ?? 'your business'}. We are unable to approve it at the moment.`,
              'You can still shop with us as a retail customer.',
            ],
      }),
      tx,
    );
    return after;
  });
}

/** The admin's edit form: every profile field, role, status, tier, terms and credit limit, audited. */
export async function updateAccount(db: Db, actorUserId: string, input: z.output<typeof adminAccountUpdateSchema>) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(profiles).where(eq(profiles.userId, input.userId)).for('update');
    if (!before) throw new AppError('NOT_FOUND', 'Account not found.');
    if (before.role === 'admin' && input.role !== 'admin' && actorUserId === input.userId) {
      throw new AppError('BAD_REQUEST', 'You cannot remove your own admin role.');
    }
    const { userId, creditLimit, ...fields } = input;
    const creditLimitPence = creditLimit === null ? null : poundsToPence(creditLimit);
    const [after] = await tx
      .update(profiles)
      .set({ ...fields, creditLimitPence, updatedAt: new Date() })
      .where(eq(profiles.userId, userId))
      .returning();
    await recordAudit(tx, { actorUserId, action: 'account.update', targetType: 'account', targetId: userId, before, after });
    return after;
  });
}

/** A manual balance adjustment: one ledger entry with the admin's reason. */
export async function adjustBalance(db: Db, actorUserId: string, input: z.output<typeof balanceAdjustmentSchema>) {
  const amountPence = poundsToPence(input.amount);
  if (amountPence === 0) throw new AppError('BAD_REQUEST', 'The adjustment cannot be zero.');
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ balance: profiles.accountBalancePence })
      .from(profiles)
      .where(eq(profiles.userId, input.userId))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND', 'Account not found.');
    await postLedgerEntry(tx, { userId: input.userId, kind: 'adjustment', amountPence, reason: input.reason, actorUserId });
    await recordAudit(tx, {
      actorUserId,
      action: 'account.adjust_balance',
      targetType: 'account',
      targetId: input.userId,
      before: { balancePence: before.balance },
      after: { balancePence: before.balance + amountPence, reason: input.reason },
    });
    return { balancePence: before.balance + amountPence };
  });
}
