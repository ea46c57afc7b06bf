import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { afterFailure, DEFAULT_RETRY_POLICY, type RetryPolicy, retryDelayMs } from '../../server/jobs/retry-policy';

const HOUR = 60 * 60_000;

/** Fails every attempt at once and follows the policy: the time of the last attempt, and the delays used. */
function failForever(policy: RetryPolicy) {
  let elapsed = 0;
  const delays: number[] = [];
  for (let attempts = 1; ; attempts++) {
    const decision = afterFailure(attempts, elapsed, policy);
    if (decision.dead) return { elapsed, delays, attempts };
    delays.push(decision.delayMs);
    elapsed += decision.delayMs;
  }
}

describe('job retry policy', () => {
  it('waits 30 s, then doubles up to an hour', () => {
    expect([1, 2, 3, 4, 7, 8, 9, 30].map((n) => retryDelayMs(n, DEFAULT_RETRY_POLICY) / 1000)).toEqual([
      30, 60, 120, 240, 1920, 3600, 3600, 3600,
    ]);
  });

  it('keeps retrying for at least 24 h by default, then gives up', () => {
    const run = failForever(DEFAULT_RETRY_POLICY);
    expect(run.elapsed).toBeGreaterThanOrEqual(24 * HOUR);
    expect(run.elapsed).toBeLessThan(25 * HOUR);
    expect(run.attempts).toBeLessThan(40);
  });

  it('for any policy: delays never shrink, never exceed the cap, and retries last the whole window', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 120_000 }),
        fc.integer({ min: 5 * 60_000, max: 4 * HOUR }),
        fc.integer({ min: 24 * HOUR, max: 72 * HOUR }),
        (baseMs, capExtra, windowMs) => {
          const policy = { baseMs, capMs: baseMs + capExtra, windowMs };
          const run = failForever(policy);
          expect(run.elapsed).toBeGreaterThanOrEqual(windowMs);
          expect(run.elapsed).toBeGreaterThanOrEqual(24 * HOUR);
          const shrinks = run.delays.findIndex((delay, i) => i > 0 && delay < (run.delays[i - 1] as number));
          expect(shrinks).toBe(-1);
          expect(Math.max(...run.delays)).toBeLessThanOrEqual(policy.capMs);
        },
      ),
      { numRuns: 200 },
    );
  });
});
