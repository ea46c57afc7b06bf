import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountFor, type PromotionRule, promotionRefusal, shopToday } from '../../shared/promotions';
import { lineAmounts, orderTotals } from '../../shared/totals';

const rule = (overrides: Partial<PromotionRule> = {}): PromotionRule => ({
  code: 'SAVE',
  discountType: 'percentage',
  discountValue: 1000,
  minOrderAmountPence: 0,
  maxUses: null,
  currentUses: 0,
  isActive: true,
  validUntil: null,
  ...overrides,
});

describe('promotion discount', () => {
  it('takes a percentage of the subtotal, rounded to the penny', () => {
    expect(discountFor(rule(), 2995)).toBe(300);
    expect(discountFor(rule({ discountValue: 10_000 }), 2995)).toBe(2995);
  });

  it('takes a fixed amount but never more than the subtotal', () => {
    expect(discountFor(rule({ discountType: 'fixed', discountValue: 500 }), 3000)).toBe(500);
    expect(discountFor(rule({ discountType: 'fixed', discountValue: 500 }), 300)).toBe(300);
  });

  it('explains every refusal in words', () => {
    const today = '2026-11-22';
    expect(promotionRefusal(null, 1000, today)).toBe('This code is not valid');
    expect(promotionRefusal(rule({ isActive: false }), 1000, today)).toBe('This code is not valid');
    expect(promotionRefusal(rule({ validUntil: '2026-11-21' }), 1000, today)).toBe('This code has expired');
    expect(promotionRefusal(rule({ validUntil: '2026-11-22' }), 1000, today)).toBeNull();
    expect(promotionRefusal(rule({ maxUses: 5, currentUses: 5 }), 1000, today)).toBe('This code has reached its usage limit');
    expect(promotionRefusal(rule({ minOrderAmountPence: 3000 }), 2999, today)).toBe('Spend £30.00 to use this code');
    expect(promotionRefusal(rule({ minOrderAmountPence: 3000 }), 3000, today)).toBeNull();
  });

  it('uses the UK calendar date', () => {
    expect(shopToday(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(shopToday(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });
});

describe('order totals', () => {
  it('adds VAT per unit and multiplies by quantity', () => {
    expect(lineAmounts({ unitNetPence: 832, vatRateBps: 2000, quantity: 2 })).toEqual({
      unitGrossPence: 998,
      lineTotalPence: 1996,
      lineNetPence: 1664,
      lineVatPence: 332,
    });
  });

  it('total = sum of lines - discount, integer pence, never negative (10,000 random carts)', () => {
    const line = fc.record({
      unitNetPence: fc.integer({ min: 0, max: 50_000 }),
      vatRateBps: fc.constantFrom(0, 500, 2000, null),
      quantity: fc.integer({ min: 1, max: 99 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), fc.integer({ min: 0, max: 10_000_000 }), (lines, discount) => {
        const totals = orderTotals(lines, discount);
        const sumOfLines = lines.reduce((sum, l) => sum + lineAmounts(l).lineTotalPence, 0);
        expect(totals.subtotalPence).toBe(sumOfLines);
        expect(totals.totalPence).toBe(sumOfLines - totals.discountPence);
        expect(Number.isInteger(totals.totalPence)).toBe(true);
        expect(totals.totalPence).toBeGreaterThanOrEqual(0);
        expect(totals.vatPence + totals.subtotalNetPence).toBe(totals.subtotalPence);
      }),
      { numRuns: 10_000 },
    );
  });
});
