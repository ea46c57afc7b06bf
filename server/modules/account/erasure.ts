import { and, eq, inArray, or, sql } from 'drizzle-orm';
import {
  DELETED_CUSTOMER_NAME,
  ERASURE_CONFIRMATION,
  erasedEmailFor,
  UNPAID_BALANCE_MESSAGE,
} from '../../../shared/account-erasure';
import { verifyPassword } from '../../auth/password';
import { enforceLimits } from '../../auth/rate-limits';
import {
  account,
  backInStockRequests,
  contactMessages,
  paymentCustomers,
  profiles,
  session,
  standingOrders,
  subscriptions,
  user,
  verification,
} from '../../db/schema/index';
import { AppError } from '../../errors';
import type { AppDeps } from '../../trpc/context';
import { recordAudit } from '../audit/service';
import { stripeClientFor } from '../payment/stripe-client';
import { recordSubscriptionEvent } from '../subscription/events';

/** Password attempts at 'Delete my account' per account: a stolen session cannot guess its way through. */
const PASSWORD_RATE = { window: 15 * 60, max: 5 };

/**
 * 'Delete my account': the password again, then the erasure. An admin's own account is not deleted this way
 * (the shop must never be left without one by a slip).
 */
export async function deleteOwnAccount(deps: AppDeps, userId: string, password: string) {
  await enforceLimits(deps.db, [
    {
      key: `delete-account|account:${userId}`,
      rule: PASSWORD_RATE,
      message: 'Too many attempts. Please try again later.',
    },
  ]);
  const [credential] = await deps.db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  if (!credential?.hash || !(await verifyPassword({ hash: credential.hash, password }))) {
    throw new AppError('BAD_REQUEST', 'That password is not right.');
  }
  return eraseAccount(deps, { userId, actorUserId: userId, actor: 'customer' });
}

/**
 * Erases an account (the person's request, or an admin acting on one): in one transaction every session is
 * revoked, active and paused subscriptions and standing orders are cancelled, back-in-stock requests and contact messages deleted,
 * and the name, email, phone and addresses removed from the profile and the login, whose email becomes a unique
 * address that cannot receive mail, so the person can sign up again with theirs. Orders, invoices, credit notes and
 * the ledger are tax records and stay as they are. A trade account that owes the shop is refused. The saved card is
 * detached from the Stripe customer first: if Stripe cannot be reached nothing is erased and the person tries again.
 */
export async function eraseAccount(
  deps: AppDeps,
  { userId, actorUserId, actor }: { userId: string; actorUserId: string; actor: 'customer' | 'admin' },
): Promise<{ message: string }> {
  const [before] = await deps.db.select().from(profiles).where(eq(profiles.userId, userId));
  if (!before) throw new AppError('NOT_FOUND', 'Account not found.');
  assertErasable(before, actor);
  await detachSavedCard(deps, userId);

  await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(profiles).where(eq(profiles.userId, userId)).for('update');
    if (!locked) throw new AppError('NOT_FOUND', 'Account not found.');
    // Checked again under the lock: an order on account placed meanwhile must not slip through.
    assertErasable(locked, actor);
    const email = locked.email.toLowerCase();
    const placeholder = erasedEmailFor(userId);

    await tx.delete(session).where(eq(session.userId, userId));
    const cancelled = await tx
      .update(subscriptions)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ['active', 'paused'])))
      .returning({ id: subscriptions.id });
    for (const { id } of cancelled) {
      await recordSubscriptionEvent(tx, {
        subscriptionId: id,
        kind: 'cancelled',
        actor,
        actorUserId,
        detail: { reason: 'account deleted' },
      });
    }
    // A trade account's standing orders would place orders on account for no one.
    const stoppedStanding = await tx
      .update(standingOrders)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(and(eq(standingOrders.userId, userId), inArray(standingOrders.status, ['active', 'paused'])))
      .returning({ id: standingOrders.id });
    await tx.delete(backInStockRequests).where(or(eq(backInStockRequests.userId, userId), eq(backInStockRequests.email, email)));
    await tx.delete(contactMessages).where(or(eq(contactMessages.userId, userId), eq(contactMessages.email, email)));
    await tx
      .update(paymentCustomers)
      .set({ defaultPaymentMethodId: null, cardBrand: null, cardLast4: null, updatedAt: new Date() })
      .where(eq(paymentCustomers.userId, userId));
    await tx
      .update(profiles)
      .set({
        fullName: DELETED_CUSTOMER_NAME,
        email: placeholder,
        phone: null,
        address1: null,
        address2: null,
        city: null,
        postcode: null,
        businessName: null,
        vatNumber: null,
        erasedAt: sql`now()`,
        updatedAt: new Date(),
      })
      .where(eq(profiles.userId, userId));
    await tx
      .update(user)
      .set({ name: DELETED_CUSTOMER_NAME, email: placeholder, emailVerified: false, image: null, updatedAt: new Date() })
      .where(eq(user.id, userId));
    // The password (and any sign-in link or reset token for the old address) goes with the login.
    await tx.delete(account).where(eq(account.userId, userId));
    await tx.delete(verification).where(eq(verification.identifier, email));
    // No personal data in the audit row: only what was done and how much.
    await recordAudit(tx, {
      actorUserId,
      action: 'account.erase',
      targetType: 'account',
      targetId: userId,
      before: { role: locked.role, accountType: locked.accountType },
      after: {
        erased: true,
        by: actor,
        cancelledSubscriptions: cancelled.length,
        cancelledStandingOrders: stoppedStanding.length,
      },
    });
  });
  return { message: ERASURE_CONFIRMATION };
}

function assertErasable(profile: typeof profiles.$inferSelect, actor: 'customer' | 'admin') {
  if (profile.erasedAt) throw new AppError('CONFLICT', 'This account has already been deleted.');
  if (profile.role === 'admin') {
    throw new AppError(
      'FORBIDDEN',
      actor === 'customer'
        ? 'An admin account cannot be deleted here. Ask another admin to remove your admin role first.'
        : 'Remove the admin role before erasing this account.',
    );
  }
  if (profile.accountBalancePence > 0) {
    throw new AppError(
      'CONFLICT',
      actor === 'customer'
        ? UNPAID_BALANCE_MESSAGE
        : 'This trade account has an unpaid balance: settle or adjust it before erasing the account.',
    );
  }
}

/** The saved card stops being usable for renewals at Stripe as well, when the shop takes cards. */
async function detachSavedCard(deps: AppDeps, userId: string) {
  const stripe = stripeClientFor(deps.config);
  if (!stripe) return;
  const [saved] = await deps.db
    .select({ paymentMethodId: paymentCustomers.defaultPaymentMethodId })
    .from(paymentCustomers)
    .where(eq(paymentCustomers.userId, userId));
  if (!saved?.paymentMethodId) return;
  try {
    await stripe.paymentMethods.detach(saved.paymentMethodId);
  } catch (error) {
    deps.logger.error(`could not detach the saved card of user ${userId}`, error);
    throw new AppError(
      'CONFLICT',
      'We could not remove your saved card just now, so nothing was deleted. Please try again in a few minutes.',
    );
  }
}
