import { describe, expect, it } from 'vitest';
import { monthLabel, percentText } from '../../shared/subscription-analytics';

// The figures themselves are counted by PostgreSQL (tests/api/subscription-analytics.test.ts); these are how they read.
describe('subscription figures as the owner reads them', () => {
  it('names a month', () => {
    expect(monthLabel('2026-01')).toBe('Jan 2026');
    expect(monthLabel('2025-12')).toBe('Dec 2025');
  });

  it('shows a percent with one decimal, and nothing when there was nothing to divide', () => {
    expect(percentText(33.3)).toBe('33.3%');
    expect(percentText(100)).toBe('100.0%');
    expect(percentText(0)).toBe('0.0%');
    expect(percentText(null)).toBe('');
  });
});
