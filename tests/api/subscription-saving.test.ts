import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../server/db/seed';
import { silentLogger } from '../../server/logger';
import { PLANS, WEIGHTS } from '../../shared/constants';
import { subscriptionPricePence, subscriptionSavingPence } from '../../shared/subscriptions';
import { makeProduct } from '../support/factories';
import { createTestShop, type TestShop } from '../support/test-shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
  await seedDemoData({ db: shop.database.db, logger: silentLogger });
});
afterAll(() => shop.close());

describe('Subscribe & Save against buying the same bags one-off', () => {
  it('the demo catalogue makes every plan, in every size, cheaper than its bags bought one-off', async () => {
    const prices = await shop.callerFor(null).subscription.oneOffPrices();
    expect(prices).toEqual([
      { weight: '125g', grossPence: 599 },
      { weight: '250g', grossPence: 1199 },
      { weight: '500g', grossPence: 2299 },
      { weight: '1kg', grossPence: 4200 },
      { weight: '2kg', grossPence: 7999 },
    ]);
    for (const plan of PLANS)
      for (const weight of WEIGHTS) {
        const oneOff = prices.find((p) => p.weight === weight)?.grossPence ?? 0;
        expect(subscriptionSavingPence(oneOff, weight, plan.bags), `${plan.name} ${weight}`).toBeGreaterThan(0);
        expect(oneOff * plan.bags).toBeGreaterThan(subscriptionPricePence(weight, plan.bags));
      }
  });

  it('compares with the cheapest subscription variety; the spice mix, not a subscription bag, does not count', async () => {
    // Biltong Spice (250g £5.50, zero-rated) is in the shop but no subscription bag.
    await makeProduct(shop.database.db, { name: 'Bargain', variants: { '250g': { priceNetPence: 900 } } });
    const prices = await shop.callerFor(null).subscription.oneOffPrices();
    expect(prices.find((p) => p.weight === '250g')).toEqual({ weight: '250g', grossPence: 1080 });
  });
});
