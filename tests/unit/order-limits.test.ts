import { describe, expect, it } from 'vitest';
import type { PricedCartLine } from '../../server/modules/catalogue/pricing';
import { type LimitedPlacement, orderLimits, takesPlacingLock } from '../../server/modules/order/order-limits';

const settings = { bankTransferHoldDays: 3, maxUnpaidOrders: 2, maxRetailLineQuantity: 5, maxTradeLineQuantity: 40 };
// A Friday afternoon in the shop's time zone: three working days on is the next Wednesday.
const now = new Date('2026-11-27T15:00:00Z');

const line = (productName: string, quantity: number) => ({ productName, weight: '500g', quantity }) as PricedCartLine;

function placement(overrides: Partial<LimitedPlacement> = {}): LimitedPlacement {
  return {
    userId: 'user-1',
    tier: null,
    lines: [line('Original', 2), line('Chilli', 5), line('Garlic', 1)],
    paymentMethod: 'bank_transfer',
    ...overrides,
  };
}

describe('the limits an order is placed under', () => {
  it('refuses the first line over the quantity per line, retail or trade', () => {
    const over = placement({ lines: [line('Original', 5), line('Chilli', 6), line('Garlic', 9)] });
    expect(() => orderLimits(over, settings, now)).toThrow('You can order up to 5 of Chilli 500g at a time.');
    const trade = placement({ tier: 2, lines: [line('Original', 40), line('Chilli', 41)] });
    expect(() => orderLimits(trade, settings, now)).toThrow('You can order up to 40 of Chilli 500g at a time.');
    expect(() => orderLimits(placement({ tier: 2, lines: [line('Original', 40)] }), settings, now)).not.toThrow();
  });

  it('holds a bank transfer for the working days the shop allows, and counts every shop order against the unpaid limit', () => {
    const bank = orderLimits(placement(), settings, now);
    expect(bank.hold).toMatchObject({ days: 3, lastDay: '2026-12-02' });
    expect(bank.unpaidLimit).toEqual({ userId: 'user-1', max: 2, cardCutoff: '2026-11-27T14:30:00.000Z' });
    const card = orderLimits(placement({ paymentMethod: 'card' }), settings, now);
    expect(card.hold).toBeNull();
    expect(card.unpaidLimit?.max).toBe(2);
  });

  it('leaves an order on account to credit control: no placing lock, no hold, no unpaid limit', () => {
    expect(takesPlacingLock('on_account')).toBe(false);
    expect(takesPlacingLock('bank_transfer')).toBe(true);
    expect(takesPlacingLock('card')).toBe(true);
    expect(orderLimits(placement({ tier: 1, paymentMethod: 'on_account' }), settings, now)).toEqual({
      hold: null,
      unpaidLimit: null,
    });
  });
});
