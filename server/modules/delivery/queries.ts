import { asc } from 'drizzle-orm';
import type { DeliveryRates } from '../../../shared/delivery';
import type { DbOrTx } from '../../db/client';
import { deliveryBands, deliverySettings } from '../../db/schema/index';

/** The seeded defaults, in case the settings row is missing (the migration inserts it). */
const DEFAULT_SETTINGS = { freeThresholdPence: 4000, collectEnabled: false, collectPricePence: 0, subscriptionPricePence: 395 };

/** The delivery rates the back office set: weight bands, free threshold, collect option, subscription rate. */
export async function loadDeliveryRates(db: DbOrTx): Promise<DeliveryRates> {
  // One after the other: inside a transaction both go through the same connection anyway.
  const bands = await db
    .select({
      service: deliveryBands.service,
      maxWeightGrams: deliveryBands.maxWeightGrams,
      pricePence: deliveryBands.pricePence,
    })
    .from(deliveryBands)
    .orderBy(asc(deliveryBands.maxWeightGrams));
  const [settings] = await db
    .select({
      freeThresholdPence: deliverySettings.freeThresholdPence,
      collectEnabled: deliverySettings.collectEnabled,
      collectPricePence: deliverySettings.collectPricePence,
      subscriptionPricePence: deliverySettings.subscriptionPricePence,
    })
    .from(deliverySettings)
    .limit(1);
  return { bands, ...(settings ?? DEFAULT_SETTINGS) };
}
