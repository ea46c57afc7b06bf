import { describe, expect, it } from 'vitest';
import { formatGBP } from '../../shared/money';
import { formatPrice } from '../../src/lib/format-price';

describe('shop price format', () => {
  it('writes pence exactly as formatGBP (Intl, en-GB) does', () => {
    const amounts = [0, 1, 9, 10, 99, 100, 499, 998, 1898, 99_999, 100_000, 123_456, 9_999_999, 100_000_000, 123_456_789_012];
    for (const pence of [...amounts, ...amounts.filter((a) => a > 0).map((a) => -a)])
      expect(formatPrice(pence)).toBe(formatGBP(pence));
    for (let pence = 0; pence < 300_000; pence += 137) expect(formatPrice(pence)).toBe(formatGBP(pence));
  });
});
