import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { availableWeights, type ShopVariant } from '../../shared/catalogue';
import { bpsToVatRate, grossFromNet, vatOf, vatRateToBps } from '../../shared/pricing';

describe('VAT-inclusive price', () => {
  it('adds VAT to the net price and rounds to the penny', () => {
    expect(grossFromNet(832, 2000)).toBe(998);
    expect(grossFromNet(1000, 500)).toBe(1050);
    expect(grossFromNet(1000, 0)).toBe(1000);
    expect(grossFromNet(1000, null)).toBe(1000);
    expect(vatOf(833, 2000)).toBe(167);
  });

  it('is net x (1 + rate) rounded to the nearest penny: whole pence, never more than ½p off; Exempt and 0% add nothing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000 }), (net, bps) => {
        const gross = grossFromNet(net, bps);
        expect(Number.isInteger(gross)).toBe(true);
        // Compared in hundredths of a penny (integers): |gross - net x (1 + bps/10000)| <= 0.5p.
        expect(Math.abs(gross * 10_000 - net * (10_000 + bps))).toBeLessThanOrEqual(5_000);
        expect(vatOf(net, bps)).toBe(gross - net);
      }),
      { numRuns: 5_000 },
    );
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000 }), (net) => grossFromNet(net, null) === net));
  });

  it('reads and writes the exact numeric VAT column', () => {
    expect(vatRateToBps('0.2000')).toBe(2000);
    expect(vatRateToBps('0.0500')).toBe(500);
    expect(vatRateToBps(null)).toBeNull();
    expect(bpsToVatRate(2000)).toBe('0.2000');
    expect(bpsToVatRate(null)).toBeNull();
  });
});

const variant = (weight: ShopVariant['weight'], netPence: number | null, stock: number): ShopVariant => ({
  weight,
  netPence,
  grossPence: netPence,
  stock,
});

describe('weight options of a product card', () => {
  it('offers weights that have stock and a price', () => {
    expect(availableWeights([variant('125g', 100, 0), variant('500g', 300, 2), variant('250g', 200, 1)])).toEqual([
      '250g',
      '500g',
    ]);
  });

  it('falls back to every priced weight when none is in stock', () => {
    expect(availableWeights([variant('1kg', 900, 0), variant('125g', 100, 0), variant('2kg', null, 5)])).toEqual(['125g', '1kg']);
  });

  it('falls back to 250g when nothing has a price', () => {
    expect(availableWeights([variant('500g', null, 4)])).toEqual(['250g']);
    expect(availableWeights([])).toEqual(['250g']);
  });
});
