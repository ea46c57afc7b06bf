import { describe, expect, it } from 'vitest';
import { formatGBP } from '../../shared/money';

const intl = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

describe('the one money formatter', () => {
  it('writes pence exactly as Intl (en-GB, GBP) does', () => {
    const amounts = [0, 1, 9, 10, 99, 100, 499, 998, 1898, 99_999, 100_000, 123_456, 9_999_999, 100_000_000, 123_456_789_012];
    for (const pence of [...amounts, ...amounts.filter((a) => a > 0).map((a) => -a)])
      expect(formatGBP(pence)).toBe(intl.format(pence / 100));
    for (let pence = 0; pence < 300_000; pence += 137) expect(formatGBP(pence)).toBe(intl.format(pence / 100));
  });
});
