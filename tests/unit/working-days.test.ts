import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  bankTransferHoldText,
  holdDayLabel,
  isWorkingDay,
  paymentHold,
  ukMidnight,
} from '../../shared/working-days';

describe('working days (Monday to Friday, UK time)', () => {
  it('knows weekends', () => {
    expect(isWorkingDay('2026-11-27')).toBe(true); // Friday
    expect(isWorkingDay('2026-11-28')).toBe(false); // Saturday
    expect(isWorkingDay('2026-11-29')).toBe(false); // Sunday
    expect(isWorkingDay('2026-11-30')).toBe(true); // Monday
  });

  it('counts working days after a date, skipping weekends', () => {
    expect(addWorkingDays('2026-11-23', 3)).toBe('2026-11-26'); // Monday + 3 = Thursday
    expect(addWorkingDays('2026-11-25', 3)).toBe('2026-11-30'); // Wednesday + 3 = Monday
    expect(addWorkingDays('2026-11-27', 1)).toBe('2026-11-30'); // Friday + 1 = Monday
    expect(addWorkingDays('2026-11-28', 1)).toBe('2026-11-30'); // Saturday + 1 = Monday
    expect(addWorkingDays('2026-11-29', 3)).toBe('2026-12-02'); // Sunday + 3 = Wednesday
    expect(addWorkingDays('2026-11-23', 10)).toBe('2026-12-07'); // two whole weeks
    expect(addWorkingDays('2026-12-30', 3)).toBe('2027-01-04'); // over the new year
  });

  it('finds UK midnight in winter and summer time and on the days the clocks change', () => {
    expect(ukMidnight('2026-01-15').toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(ukMidnight('2026-07-15').toISOString()).toBe('2026-07-14T23:00:00.000Z');
    expect(ukMidnight('2026-03-29').toISOString()).toBe('2026-03-29T00:00:00.000Z'); // clocks go forward at 01:00 GMT
    expect(ukMidnight('2026-03-30').toISOString()).toBe('2026-03-29T23:00:00.000Z');
    expect(ukMidnight('2026-10-25').toISOString()).toBe('2026-10-24T23:00:00.000Z'); // clocks go back at 02:00 BST
    expect(ukMidnight('2026-10-26').toISOString()).toBe('2026-10-26T00:00:00.000Z');
  });
});

describe('the bank-transfer hold', () => {
  it('holds an order placed on a Monday until the end of Thursday, reminding at the start of Thursday', () => {
    const hold = paymentHold(new Date('2026-11-23T10:00:00Z'), 3);
    expect(hold.lastDay).toBe('2026-11-26');
    expect(hold.remindAt.toISOString()).toBe('2026-11-26T00:00:00.000Z');
    expect(hold.endsAt.toISOString()).toBe('2026-11-27T00:00:00.000Z');
  });

  it('counts from the UK date: 23:30 UTC on a summer Friday is already Saturday in London', () => {
    const hold = paymentHold(new Date('2026-07-10T23:30:00Z'), 3); // Saturday 00:30 BST
    expect(hold.lastDay).toBe('2026-07-15'); // Mon, Tue, Wed
    expect(hold.endsAt.toISOString()).toBe('2026-07-15T23:00:00.000Z'); // midnight BST
    expect(hold.remindAt.toISOString()).toBe('2026-07-14T23:00:00.000Z');
  });

  it('a weekend order starts counting on Monday; a Friday order skips the weekend', () => {
    expect(paymentHold(new Date('2026-11-28T12:00:00Z'), 3).lastDay).toBe('2026-12-02');
    expect(paymentHold(new Date('2026-11-27T16:00:00Z'), 3).lastDay).toBe('2026-12-02');
    expect(paymentHold(new Date('2026-11-27T16:00:00Z'), 1).lastDay).toBe('2026-11-30');
  });

  it('a hold over the clocks going back ends at midnight GMT', () => {
    const hold = paymentHold(new Date('2026-10-22T09:00:00Z'), 3); // Thursday
    expect(hold.lastDay).toBe('2026-10-27'); // Fri, Mon, Tue
    expect(hold.endsAt.toISOString()).toBe('2026-10-28T00:00:00.000Z');
  });

  it('always reminds after the order is placed and before the hold ends', () => {
    for (let hour = 0; hour < 24 * 14; hour += 5) {
      const placedAt = new Date(Date.UTC(2026, 9, 20) + hour * 3_600_000);
      const hold = paymentHold(placedAt, 1);
      expect(hold.remindAt.getTime()).toBeGreaterThan(placedAt.getTime());
      expect(hold.endsAt.getTime()).toBeGreaterThan(hold.remindAt.getTime());
    }
  });

  it('says the rule in words', () => {
    expect(holdDayLabel('2026-11-26')).toBe('Thursday 26 November 2026');
    expect(bankTransferHoldText(3, '2026-11-26')).toBe(
      'We hold your order for 3 working days. If we have not received your payment by the end of Thursday 26 November 2026, it is cancelled.',
    );
    expect(bankTransferHoldText(1, '2026-11-30')).toContain('for 1 working day.');
  });
});
