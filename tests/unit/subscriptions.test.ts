import { describe, expect, it } from 'vitest';
import { FREQUENCIES, PLANS, WEIGHTS } from '../../shared/constants';
import { addDays } from '../../shared/dates';
import { productionForecast, type ScheduledBags, subscriptionSchedule } from '../../shared/forecast';
import {
  addMonths,
  nextDeliveryAfter,
  periodLabel,
  subscriptionPricePence,
  subscriptionShippingPence,
} from '../../shared/subscriptions';

describe('subscription price (9.99 x weight multiplier x bags)', () => {
  const expected: Record<string, number[]> = {
    // pence for The Scout, The Knight, The Monarch
    '125g': [500, 999, 1499],
    '250g': [999, 1998, 2997],
    '500g': [1898, 3796, 5694],
    '1kg': [3596, 7193, 10789],
    '2kg': [6793, 13586, 20380],
  };
  for (const weight of WEIGHTS) {
    for (const [i, plan] of PLANS.entries()) {
      it(`${plan.name} ${weight}: the same price for every frequency`, () => {
        const prices = FREQUENCIES.map(() => subscriptionPricePence(weight, plan.bags));
        expect(new Set(prices)).toEqual(new Set([expected[weight]?.[i]]));
      });
    }
  }

  it('matches the hard-coded plans at 250g', () => {
    expect(PLANS.map((p) => subscriptionPricePence('250g', p.bags))).toEqual([999, 1998, 2997]);
  });

  it('ships The Monarch free', () => {
    expect(subscriptionShippingPence('The Monarch', 395)).toBe(0);
    expect(subscriptionShippingPence('The Scout', 395)).toBe(395);
    expect(subscriptionShippingPence('The Scout', 450)).toBe(450);
  });
});

describe('period labels', () => {
  it('drops the last two letters and lower-cases', () => {
    expect(FREQUENCIES.map(periodLabel)).toEqual(['week', 'fortnight', 'month', 'quarter']);
  });
});

describe('next delivery date', () => {
  it('adds a week, a fortnight, a month or a quarter', () => {
    expect(nextDeliveryAfter('2026-11-22', 'Weekly')).toBe('2026-11-29');
    expect(nextDeliveryAfter('2026-12-25', 'Fortnightly')).toBe('2027-01-08');
    expect(nextDeliveryAfter('2026-11-22', 'Monthly')).toBe('2026-12-22');
    expect(nextDeliveryAfter('2026-11-22', 'Quarterly')).toBe('2027-02-22');
  });

  it('clamps to the end of shorter months and knows leap years', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 1)).toBe('2027-09-30');
    expect(nextDeliveryAfter('2028-02-22', 'Weekly')).toBe('2028-02-29');
  });
});

describe('production forecast', () => {
  it('counts bags due within 7, 14 and 30 days by variety, weight and moisture', () => {
    const rows = productionForecast(
      [
        { nextDeliveryAt: '2026-11-22', frequency: 'Weekly', weight: '250g', bags: [{ variety: 'Chilli', moisture: 'wet' }] },
        {
          nextDeliveryAt: '2026-12-01',
          frequency: 'Monthly',
          weight: '250g',
          bags: [
            { variety: 'Chilli', moisture: 'wet' },
            { variety: 'Garlic', moisture: 'dry' },
          ],
        },
      ].map((sub) => subscriptionSchedule(sub as ScheduledBags)),
      '2026-11-22',
      addDays,
    );
    expect(rows).toEqual([
      { variety: 'Chilli', weight: '250g', moisture: 'wet', next7: 1, next14: 3, next30: 6 },
      { variety: 'Garlic', weight: '250g', moisture: 'dry', next7: 0, next14: 1, next30: 1 },
    ]);
  });

  it('adds a standing order’s quantities at each run, and none after its end date', () => {
    const fortnightly = (day: string) => addDays(day, 14);
    const rows = productionForecast(
      [
        subscriptionSchedule({
          nextDeliveryAt: '2026-11-23',
          frequency: 'Monthly',
          weight: '1kg',
          bags: [{ variety: 'Chilli', moisture: 'wet' }],
        }),
        {
          nextDate: '2026-11-24',
          after: fortnightly,
          lines: [
            { variety: 'Chilli', weight: '1kg', moisture: 'wet', quantity: 12 },
            { variety: 'Original', weight: '500g', moisture: 'wet', quantity: 5 },
          ],
        },
        // Weekly on 25 Nov, 2 Dec and 9 Dec: its end date (10 Dec) stops the run of 16 Dec.
        {
          nextDate: '2026-11-25',
          lastDate: '2026-12-10',
          after: (day: string) => addDays(day, 7),
          lines: [{ variety: 'Original', weight: '500g', moisture: 'wet', quantity: 2 }],
        },
      ],
      '2026-11-22',
      addDays,
    );
    expect(rows).toEqual([
      // Fortnightly runs on 24 Nov and 8 Dec (22 Dec is past the 30 days), plus the subscription's bag on 23 Nov.
      { variety: 'Chilli', weight: '1kg', moisture: 'wet', next7: 13, next14: 13, next30: 25 },
      { variety: 'Original', weight: '500g', moisture: 'wet', next7: 7, next14: 9, next30: 16 },
    ]);
  });
});
