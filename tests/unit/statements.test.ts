import { describe, expect, it } from 'vitest';
import {
  buildStatement,
  monthBounds,
  monthLabel,
  monthsBetween,
  previousMonth,
  type StatementEntry,
  statementMonthToSend,
} from '../../shared/statement';

let n = 0;
const entry = (
  day: string,
  kind: StatementEntry['kind'],
  amountPence: number,
  orderKey: string | null,
  dueDate: string | null = null,
) => ({
  id: `e${++n}`,
  day,
  kind,
  description: `${kind} ${n}`,
  amountPence,
  orderKey,
  dueDate,
});

describe('statement months', () => {
  it('knows month ends, leap years, the month before and the months between', () => {
    expect(monthBounds('2026-10')).toEqual({ firstDay: '2026-10-01', lastDay: '2026-10-31' });
    expect(monthBounds('2028-02').lastDay).toBe('2028-02-29');
    expect(monthBounds('2026-12').lastDay).toBe('2026-12-31');
    expect(previousMonth('2027-01-01')).toBe('2026-12');
    expect(previousMonth('2026-03-31')).toBe('2026-02');
    expect(monthsBetween('2026-11', '2027-02')).toEqual(['2027-02', '2027-01', '2026-12', '2026-11']);
    expect(monthLabel('2026-10')).toBe('October 2026');
    expect(() => monthBounds('2026-13')).toThrow();
  });

  it('sends last month’s statements from the 1st through the 7th, not later', () => {
    expect(statementMonthToSend('2026-12-01')).toBe('2026-11');
    expect(statementMonthToSend('2027-01-07')).toBe('2026-12');
    expect(statementMonthToSend('2026-12-08')).toBeNull();
  });
});

describe('buildStatement', () => {
  const ledger: StatementEntry[] = [
    entry('2026-09-10', 'invoice', 20_000, 'sept', '2026-10-10'),
    entry('2026-10-02', 'invoice', 12_000, 'oct1', '2026-11-01'),
    entry('2026-10-09', 'payment', -20_000, 'sept'),
    entry('2026-10-15', 'invoice', 8_450, 'oct2', '2026-11-14'),
    entry('2026-10-20', 'credit_note', -2_450, 'oct1'),
    entry('2026-10-31', 'adjustment', 100, null),
    entry('2026-11-01', 'payment', -12_000, 'oct1'),
  ];

  it('opens with everything before the month, runs the balance line by line and closes at the month end', () => {
    const s = buildStatement(ledger, '2026-10');
    expect(s.openingPence).toBe(20_000);
    expect(s.lines.map((l) => l.balancePence)).toEqual([32_000, 12_000, 20_450, 18_000, 18_100]);
    expect(s.totals).toEqual({ invoicesPence: 20_450, paymentsPence: -20_000, creditNotesPence: -2_450, otherPence: 100 });
    expect(s.closingPence).toBe(18_100);
    expect(s.openingPence + Object.values(s.totals).reduce((a, b) => a + b, 0)).toBe(s.closingPence);
  });

  it('ages the closing balance at the month end, ignoring what came after', () => {
    const s = buildStatement(ledger, '2026-10');
    // oct1: 12,000 - 2,450 = 9,550, not due until 1 November; oct2 8,450 not due; the £1 adjustment is current.
    expect(s.aged).toEqual({ current: 18_100, days1to30: 0, days31to60: 0, days61to90: 0, over90: 0, totalPence: 18_100 });
    const nov = buildStatement(ledger, '2026-11');
    expect(nov.openingPence).toBe(18_100);
    // On 30 November oct2 is 16 days late; oct1's overpayment (its credit note came first) is taken off it.
    expect(nov.aged).toMatchObject({ days1to30: 6_000, current: 100, totalPence: 6_100 });
    const dec = buildStatement(ledger, '2026-12');
    // On 31 December oct2 is 47 days past its 14 November due date; the adjustment is still current.
    expect(dec.lines).toEqual([]);
    expect(dec.aged).toMatchObject({ days31to60: 6_000, current: 100, totalPence: 6_100 });
  });
});
