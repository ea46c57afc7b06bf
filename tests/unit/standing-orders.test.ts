import { describe, expect, it } from 'vitest';
import { firstRunAfter, leftOutText, nextRunAfter, planRun, runIdempotencyKey } from '../../shared/standing-orders';

const line = (variantId: string, quantity: number, availability: 'ok' | 'short' | 'sold_out' | 'unavailable', stock: number) => ({
  variantId,
  name: `Size ${variantId}`,
  quantity,
  availability,
  stock,
});

describe('standing orders', () => {
  it('run weekly, fortnightly or every 4 weeks', () => {
    expect(nextRunAfter('2026-12-28', 'weekly')).toBe('2027-01-04');
    expect(nextRunAfter('2026-12-28', 'fortnightly')).toBe('2027-01-11');
    expect(nextRunAfter('2026-12-28', 'four_weekly')).toBe('2027-01-25');
  });

  it('resume on the first date after today on the same rhythm, without catch-up runs', () => {
    expect(firstRunAfter('2026-11-02', 'weekly', '2026-11-20')).toBe('2026-11-23');
    expect(firstRunAfter('2026-11-30', 'weekly', '2026-11-20')).toBe('2026-11-30');
    expect(firstRunAfter('2026-11-20', 'fortnightly', '2026-11-20')).toBe('2026-12-04');
  });

  it('place what is in stock and name what was left out', () => {
    const plan = planRun([
      line('a', 5, 'ok', 9),
      line('b', 5, 'short', 2),
      line('c', 3, 'sold_out', 0),
      line('d', 1, 'unavailable', 4),
    ]);
    expect(plan.place).toEqual([
      { variantId: 'a', quantity: 5 },
      { variantId: 'b', quantity: 2 },
    ]);
    expect(plan.leftOut).toEqual([
      { name: 'Size b', requested: 5, placed: 2 },
      { name: 'Size c', requested: 3, placed: 0 },
      { name: 'Size d', requested: 1, placed: 0 },
    ]);
    expect(plan.leftOut.map(leftOutText)).toEqual([
      'Size b: 2 of 5 placed (only 2 left)',
      'Size c: none of 3 placed (sold out or no longer available)',
      'Size d: none of 1 placed (sold out or no longer available)',
    ]);
  });

  it('key each run by standing order and date', () => {
    expect(runIdempotencyKey('so-1', '2026-12-01')).toBe('standing:so-1:2026-12-01');
    expect(runIdempotencyKey('so-1', '2026-12-08')).not.toBe(runIdempotencyKey('so-1', '2026-12-01'));
  });
});
