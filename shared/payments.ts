/** Card payment rules shared by the checkout and the server. */

/**
 * Stripe's PaymentIntent statuses, which a payment row records as last seen. Stripe may add one later,
 * so the row keeps any text and the screens name an unknown one as it comes.
 */
export const PAYMENT_STATUSES = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'canceled',
  'succeeded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const isPaymentStatus = (status: string): status is PaymentStatus => PAYMENT_STATUSES.some((s) => s === status);

/** An unpaid card order keeps its stock and promotion this long, then expires. */
export const CARD_ORDER_MINUTES = 30;

/** Dunning: after a declined renewal charge, retry this many days after the first failure; then pause. */
export const DUNNING_RETRY_DAYS = [1, 3, 7] as const;

/**
 * When the next off-session attempt is due after `failures` declines (the first failure at
 * `firstFailure`); null when the retries are used up and the subscription pauses.
 */
export function nextDunningAttempt(firstFailure: Date, failures: number): Date | null {
  const days = DUNNING_RETRY_DAYS[failures - 1];
  if (days === undefined) return null;
  return new Date(firstFailure.getTime() + days * 86_400_000);
}
