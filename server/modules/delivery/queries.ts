import { asc, sql } from 'drizzle-orm';
import type { DeliveryBand, DeliveryRates } from '../../../shared/delivery';
import type { DbOrTx } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { deliveryBands, deliverySettings } from '../../db/schema/index';

/** The seeded defaults, in case the settings row is missing (the migration inserts it). */
const DEFAULT_SETTINGS = { freeThresholdPence: 4000, collectEnabled: false, collectPricePence: 0, subscriptionPricePence: 395 };

const bandColumns = {
  service: deliveryBands.service,
  maxWeightGrams: deliveryBands.maxWeightGrams,
  pricePence: deliveryBands.pricePence,
};

/** Every band, lightest first, as one JSON value (so the settings row brings them along). */
const bandsJson = sql<DeliveryBand[]>`coalesce((
  select json_agg(json_build_object('service', ${deliveryBands.service}, 'maxWeightGrams', ${deliveryBands.maxWeightGrams},
                                    'pricePence', ${deliveryBands.pricePence}) order by ${deliveryBands.maxWeightGrams})
  from ${deliveryBands}), '[]'::json)`;

/**
 * The rates as one JSON value, for a query that brings them along with its own rows (the cart view reads its
 * lines and the rates in one statement); null when the settings row is missing (loadDeliveryRates has the defaults).
 */
export const deliveryRatesJson = sql<DeliveryRates | null>`(
  select json_build_object('bands', ${bandsJson}, 'freeThresholdPence', ${deliverySettings.freeThresholdPence},
                           'collectEnabled', ${deliverySettings.collectEnabled},
                           'collectPricePence', ${deliverySettings.collectPricePence},
                           'subscriptionPricePence', ${deliverySettings.subscriptionPricePence})
  from ${deliverySettings} limit 1)`;

// The settings row with every band: one prepared statement (it runs in every cart view, quote and order).
const ratesRow = preparedPerDb((db) =>
  db
    .select({
      bands: bandsJson,
      freeThresholdPence: deliverySettings.freeThresholdPence,
      collectEnabled: deliverySettings.collectEnabled,
      collectPricePence: deliverySettings.collectPricePence,
      subscriptionPricePence: deliverySettings.subscriptionPricePence,
    })
    .from(deliverySettings)
    .limit(1)
    .prepare('delivery_rates'),
);

/** The delivery rates the back office set: weight bands, free threshold, collect option, subscription rate. */
export async function loadDeliveryRates(db: DbOrTx): Promise<DeliveryRates> {
  const [settings] = await ratesRow(db).execute();
  if (settings) return settings;
  const bands = await db.select(bandColumns).from(deliveryBands).orderBy(asc(deliveryBands.maxWeightGrams));
  return { bands, ...DEFAULT_SETTINGS };
}
