import { describe, expect, it } from 'vitest';
import { formatGBP, formatUSD, penceToPounds, poundsToPence } from '../../shared/money';

describe('money', () => {
  it('formats pence as GBP en-GB and USD for the admin balance column', () => {
    expect(formatGBP(999)).toBe('£9.99');
    expect(formatGBP(123456)).toBe('£1,234.56');
    expect(formatUSD(0)).toBe('$0.00');
  });

  it('converts pounds to pence exactly', () => {
    expect(poundsToPence('19.98')).toBe(1998);
    expect(poundsToPence('0.1')).toBe(10);
    expect(poundsToPence(29.97)).toBe(2997);
    expect(poundsToPence('-3.05')).toBe(-305);
    expect(() => poundsToPence('1.234')).toThrow();
    expect(() => poundsToPence('abc')).toThrow();
  });

  it('converts pence back to a two-decimal amount', () => {
    expect(penceToPounds(1998)).toBe('19.98');
    expect(penceToPounds(5)).toBe('0.05');
    expect(penceToPounds(-305)).toBe('-3.05');
  });
});

const intl = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

describe('the one money formatter', () => {
  it('writes pence exactly as Intl (en-GB, GBP) does', () => {
    const amounts = [0, 1, 9, 10, 99, 100, 499, 998, 1898, 99_999, 100_000, 123_456, 9_999_999, 100_000_000, 123_456_789_012];
    for (const pence of [...amounts, ...amounts.filter((a) => a > 0).map((a) => -a)])
      expect(formatGBP(pence)).toBe(intl.format(pence / 100));
    for (let pence = 0; pence < 300_000; pence += 137) expect(formatGBP(pence)).toBe(intl.format(pence / 100));
  });
});
