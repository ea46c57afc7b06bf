import { describe, expect, it } from 'vitest';
import { addMonths, monthlyValuePence, subscriptionAnalytics, ukMonth } from '../../shared/subscription-analytics';
import { asAnalytics, HISTORY_COHORTS, HISTORY_MONTHS, subscriptionHistory } from '../support/subscription-history';

// 23:30 UTC on 31 March 2026 is 00:30 on 1 April in the UK (summer time): an April sign-up.
const HISTORY = asAnalytics(subscriptionHistory('2026-01', '2026-03-31T23:30:00Z'));
const MONTHS = ['2026-01', '2026-02', '2026-03', '2026-04'];

describe('subscription figures', () => {
  it('turns a price per delivery into a month’s worth, rounded to the penny', () => {
    expect(monthlyValuePence(999, 'Weekly')).toBe(4329);
    expect(monthlyValuePence(1499, 'Fortnightly')).toBe(3248);
    expect(monthlyValuePence(2000, 'Monthly')).toBe(2000);
    expect(monthlyValuePence(3500, 'Quarterly')).toBe(1167);
  });

  it('counts months in UK time', () => {
    expect(ukMonth(new Date('2026-03-31T23:30:00Z'))).toBe('2026-04');
    expect(ukMonth(new Date('2026-01-31T23:30:00Z'))).toBe('2026-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2025-12', 13)).toBe('2027-01');
  });

  it('gives MRR, active, new, cancelled and churn per month', () => {
    const { months } = subscriptionAnalytics(HISTORY, '2026-01', '2026-04');
    expect(months).toEqual(MONTHS.map((month, i) => ({ month, ...HISTORY_MONTHS[i] })));
    expect(months[2]).toEqual({
      month: '2026-03',
      mrrPence: 3800,
      activeAtStart: 3,
      activeAtEnd: 2,
      new: 1,
      cancelled: 1,
      churnPercent: 33.3,
    });
  });

  it('gives each sign-up month the share still subscribed at each month end', () => {
    const { cohorts } = subscriptionAnalytics(HISTORY, '2026-01', '2026-04');
    expect(cohorts).toEqual(MONTHS.map((month, i) => ({ month, ...HISTORY_COHORTS[i] })));
  });

  it('counts cancellations in the range by reason', () => {
    expect(subscriptionAnalytics(HISTORY, '2026-01', '2026-04').cancellationsByReason).toEqual([
      { reason: 'too_expensive', count: 1 },
      { reason: 'too_much', count: 1 },
    ]);
    expect(subscriptionAnalytics(HISTORY, '2026-04', '2026-04').cancellationsByReason).toEqual([
      { reason: 'too_much', count: 1 },
    ]);
  });
});
