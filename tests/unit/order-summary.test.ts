import { describe, expect, it } from 'vitest';
import { orderSummary, type StoredOrderFigures } from '../../shared/order-summary';

// Stored: goods £28.00 less £2.80, delivery charged £3.55 after 40p off its £3.95; total £28.75.
const stored: StoredOrderFigures = {
  discountPence: 280,
  shippingPence: 355,
  shippingDiscountPence: 40,
  vatPence: 205,
  totalPence: 2875,
  promotionCode: 'MIXED10',
  deliveryService: 'Tracked 48',
  vatSummary: [],
};
const adds = (s: ReturnType<typeof orderSummary>) => s.subtotalPence - (s.discount?.pence ?? 0) + s.delivery.pence;

describe('the totals rows of a stored order', () => {
  it('prints the delivery at its list price and the whole discount, adding up to the total', () => {
    const summary = orderSummary(stored);
    expect(summary).toMatchObject({
      subtotalPence: 2800,
      discount: { label: 'Discount (MIXED10)', pence: 320 },
      delivery: { label: 'Delivery (Tracked 48)', pence: 395 },
      totalPence: 2875,
    });
    expect(adds(summary)).toBe(summary.totalPence);
  });

  it('an order from before the delivery discount was recorded (0) prints as it always did', () => {
    const summary = orderSummary({ ...stored, shippingDiscountPence: 0 });
    expect([summary.subtotalPence, summary.discount?.pence, summary.delivery.pence]).toEqual([2800, 280, 355]);
    expect(adds(summary)).toBe(2875);
  });

  it('a 100% code on goods and delivery still shows both, the discount as large as both', () => {
    const summary = orderSummary({ ...stored, discountPence: 2800, shippingPence: 0, shippingDiscountPence: 395, totalPence: 0 });
    expect([summary.subtotalPence, summary.discount?.pence, summary.delivery.pence, summary.totalPence]).toEqual([
      2800, 3195, 395, 0,
    ]);
  });

  it('a full credit note, every figure negated, prints the same rows negated', () => {
    const summary = orderSummary({
      ...stored,
      discountPence: -280,
      shippingPence: -355,
      shippingDiscountPence: -40,
      totalPence: -2875,
    });
    expect([summary.subtotalPence, summary.discount?.pence, summary.delivery.pence]).toEqual([-2800, -320, -395]);
    expect(adds(summary)).toBe(-2875);
  });

  it('no discount, no Discount row', () => {
    expect(
      orderSummary({ ...stored, discountPence: 0, shippingDiscountPence: 0, shippingPence: 395, totalPence: 3195 }).discount,
    ).toBeNull();
  });
});
