import { describe, expect, it } from 'vitest';
import { type PromotionRule, promotionRefusal, shopToday } from '../../shared/promotions';

const rule = (overrides: Partial<PromotionRule> = {}): PromotionRule => ({
  code: 'SAVE',
  discountType: 'percentage',
  discountValue: 1000,
  minOrderAmountPence: 0,
  maxUses: null,
  currentUses: 0,
  isActive: true,
  validUntil: null,
  oncePerCustomer: false,
  firstOrderOnly: false,
  ...overrides,
});

describe('promotion rules', () => {
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
