/** Card payment rules shared by the checkout and the server. */

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
