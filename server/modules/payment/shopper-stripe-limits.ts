import { consumeAttempt, enforceLimits, type RateRule } from '../../auth/rate-limits';
import type { Db } from '../../db/client';

const HOUR = 60 * 60;

/**
 * Each of these asks Stripe on a shopper's click, and Stripe limits the shop's whole account: one account
 * repeating them must not use up the shop's allowance (or run up created intents), so each is limited per
 * account, far above what paying for a few orders takes.
 */
export const SHOPPER_STRIPE_LIMITS = {
  /** payment.start: a PaymentIntent created or read back. */
  start: { window: HOUR, max: 20 },
  /** payment.status: the lookup at Stripe when the webhook is overdue (plain polling reads the database only). */
  statusLookup: { window: HOUR, max: 30 },
  /** payment.setupCard: a SetupIntent for saving a card. */
  setupCard: { window: HOUR, max: 10 },
} satisfies Record<string, RateRule>;

const keyOf = (kind: keyof typeof SHOPPER_STRIPE_LIMITS, userId: string) => `stripe|${kind}|user:${userId}`;

/** Counts one call; over the limit the shopper is told to wait (TOO_MANY_REQUESTS). */
export function limitShopperStripeCall(db: Db, kind: 'start' | 'setupCard', userId: string): Promise<void> {
  return enforceLimits(db, [
    {
      key: keyOf(kind, userId),
      rule: SHOPPER_STRIPE_LIMITS[kind],
      message: 'Too many payment attempts in the last hour. Please try again later.',
    },
  ]);
}

/** Counts one status lookup at Stripe; false once over the limit (the page then shows what the database has). */
export async function mayLookUpPaymentAtStripe(db: Db, userId: string): Promise<boolean> {
  return (await consumeAttempt(db, keyOf('statusLookup', userId), SHOPPER_STRIPE_LIMITS.statusLookup)) === null;
}
