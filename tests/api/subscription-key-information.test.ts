import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../server/db/schema/index';
import { loadDeliveryRates } from '../../server/modules/delivery/queries';
import { subscriptionKeyInformation } from '../../shared/subscription-key-information';
import { makeProduct, makeUser } from '../support/factories';
import { createTestShop, type TestShop } from '../support/test-shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
  for (const name of ['Chilli', 'Garlic']) await makeProduct(shop.database.db, { name });
});
afterAll(() => shop.close());

const db = () => shop.database.db;
const knight = {
  planName: 'The Knight',
  weight: '500g' as const,
  frequency: 'Fortnightly' as const,
  bags: [
    { variety: 'Chilli', moisture: 'wet' as const, fat: 'lean' as const },
    { variety: 'Garlic', moisture: 'normal' as const, fat: 'with-fat' as const },
  ],
  delivery: { fullName: 'Kate Knight', address1: '7 Castle Lane', city: 'Durham', postcode: 'DH1 3RW' },
};

describe('key information stored with a new subscription', () => {
  it('is the text the shared function builds from the choices, whatever the client sends', async () => {
    const me = await makeUser(db());
    // A client cannot supply its own wording: the choices are all it may send, and the server builds the text.
    const forged = { ...knight, keyInformation: 'No renewal. Free for ever.' } as typeof knight;
    await expect(shop.callerFor(me).subscription.create(forged)).rejects.toThrow(/keyInformation/);
    const created = await shop.callerFor(me).subscription.create(knight);
    const [stored] = await db().select().from(subscriptions).where(eq(subscriptions.id, created.id));
    const rates = await loadDeliveryRates(db());
    const expected = subscriptionKeyInformation({
      planName: 'The Knight',
      bags: 2,
      weight: '500g',
      frequency: 'Fortnightly',
      pricePence: 3796,
      deliveryPence: rates.subscriptionPricePence,
      cardPayments: shop.deps.config.stripe !== null,
    });
    expect(stored?.keyInformation).toBe(expected);
    expect(stored?.keyInformation).toContain('renews automatically until you cancel');
    expect(stored?.keyInformation).not.toContain('Free for ever');
    expect(created.keyInformation).toBe(expected);
  });
});
