import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AgeingEntry, ageDebts, bucketOf, daysPastDue } from '../../shared/ageing';
import { creditHold, holdMessage, overLimitMessage, reminderStageDue } from '../../shared/credit';

const TODAY = '2026-11-26';
const position = (over: Partial<Parameters<typeof creditHold>[0]> = {}) => ({
  balancePence: 0,
  limitPence: null,
  orderTotalPence: 1_000,
  oldestUnpaidDueDate: null,
  today: TODAY,
  ...over,
});

describe('credit holds', () => {
  it('refuses an order that would take the balance past the limit, not one that reaches it', () => {
    expect(creditHold(position({ limitPence: 10_000, orderTotalPence: 15_000 }))).toEqual({
      kind: 'over_limit',
      limitPence: 10_000,
    });
    expect(creditHold(position({ limitPence: 10_000, balancePence: 4_000, orderTotalPence: 6_000 }))).toBeNull();
    expect(creditHold(position({ limitPence: 10_000, balancePence: 4_001, orderTotalPence: 6_000 }))).not.toBeNull();
    // In credit, the account may order its credit on top of the limit; no limit never refuses.
    expect(creditHold(position({ limitPence: 10_000, balancePence: -5_000, orderTotalPence: 15_000 }))).toBeNull();
    expect(creditHold(position({ balancePence: 99_999_999, orderTotalPence: 99_999_999 }))).toBeNull();
    expect(creditHold(position({ limitPence: 0, orderTotalPence: 1 }))).toEqual({ kind: 'over_limit', limitPence: 0 });
  });

  it('holds any order while the oldest unpaid invoice is more than 7 days past due', () => {
    expect(creditHold(position({ oldestUnpaidDueDate: '2026-11-19' }))).toBeNull(); // 7 days
    expect(creditHold(position({ oldestUnpaidDueDate: '2026-11-18' }))).toEqual({ kind: 'overdue', daysPastDue: 8 });
    expect(creditHold(position({ oldestUnpaidDueDate: '2026-12-20' }))).toBeNull();
    // Overdue comes first: paying the limit down does not lift it.
    expect(creditHold(position({ oldestUnpaidDueDate: '2026-10-01', limitPence: 0 }))?.kind).toBe('overdue');
  });

  it('words the refusals for the buyer, the limit in pounds', () => {
    expect(overLimitMessage(50_000)).toBe(
      'This order would take your account over its £500.00 credit limit. Please pay your outstanding invoices or contact us.',
    );
    expect(holdMessage({ kind: 'over_limit', limitPence: 125_050 })).toContain('£1,250.50 credit limit');
    expect(holdMessage({ kind: 'overdue', daysPastDue: 9 })).toBe(
      'Your account has an invoice more than 7 days overdue. Please pay your outstanding invoices or contact us.',
    );
  });

  it('reminds on days 1, 7 and 30 past due, the latest stage reached', () => {
    expect([-3, 0, 1, 6, 7, 29, 30, 400].map(reminderStageDue)).toEqual([null, null, 1, 1, 7, 7, 30, 30]);
  });
});

describe('ageing', () => {
  it('counts whole days past due across month and year ends and puts them in buckets', () => {
    expect(daysPastDue('2026-10-31', '2026-11-01')).toBe(1);
    expect(daysPastDue('2026-12-31', '2027-03-01')).toBe(60);
    expect(daysPastDue('2026-03-28', '2026-03-30')).toBe(2); // across the clocks going forward
    expect([-5, 0, 1, 30, 31, 60, 61, 90, 91].map(bucketOf)).toEqual([
      'current',
      'current',
      'days1to30',
      'days1to30',
      'days31to60',
      'days31to60',
      'days61to90',
      'days61to90',
      'over90',
    ]);
  });

  it('ages each invoice by what it still owes; payments and credit notes against it take it off', () => {
    const entries: AgeingEntry[] = [
      { orderKey: 'a', amountPence: 10_000, dueDate: '2026-08-01' }, // 117 days late, paid in part below
      { orderKey: 'b', amountPence: 5_000, dueDate: '2026-10-20' }, // 37 days
      { orderKey: 'c', amountPence: 2_500, dueDate: '2026-11-20' }, // 6 days
      { orderKey: 'd', amountPence: 1_000, dueDate: '2026-12-10' }, // not due
      { orderKey: 'e', amountPence: 4_000, dueDate: '2026-09-01' },
      { orderKey: 'e', amountPence: -4_000, dueDate: '2026-09-01' }, // paid
      { orderKey: 'a', amountPence: -3_000, dueDate: '2026-08-01' },
    ];
    expect(ageDebts(entries, TODAY)).toEqual({
      current: 1_000,
      days1to30: 2_500,
      days31to60: 5_000,
      days61to90: 0,
      over90: 7_000,
      totalPence: 15_500,
    });
  });

  it('applies credits that belong to no open invoice to the oldest debt first; a credit left over is current', () => {
    const entries: AgeingEntry[] = [
      { orderKey: 'old', amountPence: 6_000, dueDate: '2026-09-01' },
      { orderKey: 'new', amountPence: 4_000, dueDate: '2026-11-20' },
      { orderKey: null, amountPence: -7_000, dueDate: null }, // a bank payment recorded as an adjustment
    ];
    expect(ageDebts(entries, TODAY)).toMatchObject({ days61to90: 0, days1to30: 3_000, totalPence: 3_000 });
    const credited: AgeingEntry[] = [
      { orderKey: 'x', amountPence: 2_000, dueDate: '2026-09-01' },
      { orderKey: 'x', amountPence: -2_000, dueDate: '2026-09-01' },
      { orderKey: 'x', amountPence: -2_000, dueDate: '2026-09-01' }, // credit note after payment
    ];
    expect(ageDebts(credited, TODAY)).toEqual({
      current: -2_000,
      days1to30: 0,
      days31to60: 0,
      days61to90: 0,
      over90: 0,
      totalPence: -2_000,
    });
    // A charge with no due date (a fee added by the admin) is due now.
    expect(ageDebts([{ orderKey: null, amountPence: 500, dueDate: null }], TODAY)).toMatchObject({ current: 500 });
  });

  it('for any ledger, the buckets add up to the balance exactly', () => {
    const entry = fc.record({
      orderKey: fc.option(fc.constantFrom('a', 'b', 'c', 'd'), { nil: null }),
      amountPence: fc.integer({ min: -50_000, max: 50_000 }),
      dueDate: fc.option(
        fc
          .integer({ min: -200, max: 60 })
          .map((d) => new Date(Date.parse(`${TODAY}T00:00:00Z`) + d * 86_400_000).toISOString().slice(0, 10)),
        { nil: null },
      ),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 30 }), (entries) => {
        const aged = ageDebts(entries, TODAY);
        const balance = entries.reduce((sum, e) => sum + e.amountPence, 0);
        expect(aged.totalPence).toBe(balance);
        expect(aged.current + aged.days1to30 + aged.days31to60 + aged.days61to90 + aged.over90).toBe(balance);
        // Only the current bucket can hold a credit.
        expect(Math.min(aged.days1to30, aged.days31to60, aged.days61to90, aged.over90)).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 500 },
    );
  });
});
