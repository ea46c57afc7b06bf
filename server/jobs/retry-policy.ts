/**
 * When a failed job runs again. Delays double from `baseMs` up to `capMs`; the job keeps being
 * retried until `windowMs` has passed since its first failed attempt (24 h by default, so an SMTP
 * or payment-provider outage of a day loses nothing), then it is parked as dead.
 */
export type RetryPolicy = { baseMs: number; capMs: number; windowMs: number };

export const DEFAULT_RETRY_POLICY: RetryPolicy = { baseMs: 30_000, capMs: 60 * 60_000, windowMs: 24 * 60 * 60_000 };

/** The policy for a first delay of `baseMs` (JOB_RETRY_BASE_MS): the cap keeps the default's ratio (30 s → 1 h), the window stays 24 h. */
export function retryPolicyFrom(baseMs: number): RetryPolicy {
  return { ...DEFAULT_RETRY_POLICY, baseMs, capMs: Math.min(baseMs * 120, DEFAULT_RETRY_POLICY.capMs) };
}

/** The wait after the `attempt`-th failed attempt (1-based): base, 2×base, 4×base … capped. */
export function retryDelayMs(attempt: number, policy: RetryPolicy): number {
  const doublings = Math.min(Math.max(attempt - 1, 0), 40);
  return Math.min(policy.baseMs * 2 ** doublings, policy.capMs);
}

export type RetryDecision = { dead: true } | { dead: false; delayMs: number };

/** After a failure: retry later, or give up once the window since the first attempt has passed. */
export function afterFailure(attempts: number, sinceFirstAttemptMs: number, policy: RetryPolicy): RetryDecision {
  if (sinceFirstAttemptMs >= policy.windowMs) return { dead: true };
  return { dead: false, delayMs: retryDelayMs(attempts, policy) };
}
