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
