import { describe, expect, it } from 'vitest';
import { freeDeliveryShortfallPence } from '../../shared/delivery';

const rates = { bands: [], freeThresholdPence: 4000, collectEnabled: false, collectPricePence: 0, subscriptionPricePence: 395 };

describe('how far a cart is from free delivery', () => {
  it('is the threshold less the goods while delivery is charged', () => {
    expect(freeDeliveryShortfallPence(499, 395, rates)).toBe(3501);
    expect(freeDeliveryShortfallPence(3999, 395, rates)).toBe(1);
  });
  it('says nothing once delivery is free or nothing is charged', () => {
    expect(freeDeliveryShortfallPence(4000, 395, rates)).toBeNull();
    expect(freeDeliveryShortfallPence(1000, 0, rates)).toBeNull();
  });
});
