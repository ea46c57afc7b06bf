import { describe, expect, it } from 'vitest';
import { monthToDate, percentChange, weekToDate } from '../../shared/overview-periods';

describe('weekToDate (UK weeks run Monday to Sunday)', () => {
  it('compares Monday..today with the same days last week', () => {
    // 2026-11-25 is a Wednesday.
    expect(weekToDate('2026-11-25')).toEqual({
      current: { from: '2026-11-23', to: '2026-11-26' },
      previous: { from: '2026-11-16', to: '2026-11-19' },
    });
  });

  it('on a Monday is that one day against last Monday', () => {
    expect(weekToDate('2026-11-23')).toEqual({
      current: { from: '2026-11-23', to: '2026-11-24' },
      previous: { from: '2026-11-16', to: '2026-11-17' },
    });
  });

  it('on a Sunday is the whole week against the whole previous week, across a month and year end', () => {
    // 2027-01-03 is a Sunday; its week began on Monday 28 December 2026.
    expect(weekToDate('2027-01-03')).toEqual({
      current: { from: '2026-12-28', to: '2027-01-04' },
      previous: { from: '2026-12-21', to: '2026-12-28' },
    });
  });
});

describe('monthToDate', () => {
  it('compares the 1st..today with the same days of last month', () => {
    expect(monthToDate('2026-11-10')).toEqual({
      current: { from: '2026-11-01', to: '2026-11-11' },
      previous: { from: '2026-10-01', to: '2026-10-11' },
    });
  });

  it('never runs the previous period into the current one (31 March against all of February)', () => {
    expect(monthToDate('2026-03-31')).toEqual({
      current: { from: '2026-03-01', to: '2026-04-01' },
      previous: { from: '2026-02-01', to: '2026-03-01' },
    });
    expect(monthToDate('2028-03-30').previous).toEqual({ from: '2028-02-01', to: '2028-03-01' });
  });

  it('goes back across the year end in January', () => {
    expect(monthToDate('2027-01-01')).toEqual({
      current: { from: '2027-01-01', to: '2027-01-02' },
      previous: { from: '2026-12-01', to: '2026-12-02' },
    });
  });
});

describe('percentChange', () => {
  it('rounds to whole percent, up or down', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(50, 200)).toBe(-75);
    expect(percentChange(1001, 3000)).toBe(-67);
  });

  it('has nothing to say when the previous period had nothing', () => {
    expect(percentChange(500, 0)).toBeNull();
    expect(percentChange(0, 0)).toBeNull();
  });
});
