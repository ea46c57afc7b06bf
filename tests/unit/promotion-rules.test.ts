import { describe, expect, it } from 'vitest';
import {
  ALREADY_USED,
  customerRefusal,
  FIRST_ORDERS_ONLY,
  limitedPerCustomer,
  promotionStatus,
  shopToday,
} from '../../shared/promotions';

const today = '2026-11-23';
const code = { isActive: true, validUntil: null as string | null, maxUses: null as number | null, currentUses: 0 };

describe('promotionStatus (the back office badge)', () => {
  it('is Active for a switched-on code in date with uses left', () => {
    expect(promotionStatus(code, today)).toBe('Active');
    expect(promotionStatus({ ...code, validUntil: today, maxUses: 5, currentUses: 4 }, today)).toBe('Active');
  });

  it('is Expired from the day after its last valid day, switched on or not', () => {
    expect(promotionStatus({ ...code, validUntil: '2026-11-22' }, today)).toBe('Expired');
    expect(promotionStatus({ ...code, validUntil: '2025-01-01', isActive: false }, today)).toBe('Expired');
  });

  it('is Used up when every use is taken', () => {
    expect(promotionStatus({ ...code, maxUses: 5, currentUses: 5 }, today)).toBe('Used up');
    // Concurrent redemptions can overshoot; still used up, and switched off too.
    expect(promotionStatus({ ...code, maxUses: 5, currentUses: 6, isActive: false }, today)).toBe('Used up');
  });

  it('says Expired rather than Used up when both hold (the date is the reason it can never come back)', () => {
    expect(promotionStatus({ ...code, validUntil: '2026-11-22', maxUses: 1, currentUses: 1 }, today)).toBe('Expired');
  });

  it('counts days in UK time: 23:30 UTC on 30 June is already 1 July in London', () => {
    const lastDay = { ...code, validUntil: '2026-06-30' };
    expect(promotionStatus(lastDay, shopToday(new Date('2026-06-30T22:30:00Z')))).toBe('Active');
    expect(promotionStatus(lastDay, shopToday(new Date('2026-06-30T23:30:00Z')))).toBe('Expired');
  });

  it('is Inactive when switched off and otherwise usable', () => {
    expect(promotionStatus({ ...code, isActive: false, validUntil: '2027-01-01' }, today)).toBe('Inactive');
  });
});

describe('customerRefusal', () => {
  const none = { hasRedeemed: false, earlierOrders: 0 };
  it('lets anyone use an unrestricted code again', () => {
    const rule = { oncePerCustomer: false, firstOrderOnly: false };
    expect(customerRefusal(rule, { hasRedeemed: true, earlierOrders: 3 })).toBeNull();
    expect(limitedPerCustomer(rule)).toBe(false);
  });

  it('refuses a once-per-customer code the customer already redeemed', () => {
    const rule = { oncePerCustomer: true, firstOrderOnly: false };
    expect(customerRefusal(rule, none)).toBeNull();
    expect(customerRefusal(rule, { hasRedeemed: false, earlierOrders: 2 })).toBeNull();
    expect(customerRefusal(rule, { hasRedeemed: true, earlierOrders: 1 })).toBe(ALREADY_USED);
    expect(ALREADY_USED).toBe('You have already used this code.');
  });

  it('refuses a first-orders-only code to a customer with an earlier order', () => {
    const rule = { oncePerCustomer: false, firstOrderOnly: true };
    expect(customerRefusal(rule, none)).toBeNull();
    expect(customerRefusal(rule, { hasRedeemed: false, earlierOrders: 1 })).toBe(FIRST_ORDERS_ONLY);
    expect(FIRST_ORDERS_ONLY).toBe('This code is for first orders only.');
    expect(limitedPerCustomer(rule)).toBe(true);
  });
});
