import type { Weight } from './constants';

/**
 * Shop delivery charges (pure; the rates come from the delivery_bands and delivery_settings tables,
 * edited on the admin 'Delivery' page).
 *
 * Parcel weight = each size's weight x quantity. The product's weight_kg is one
 * figure per product while every product sells in five sizes from 125g to 2kg, so it cannot be the
 * weight of each size: the seeded 0.300 kg with a 20 x 14 x 3 cm package describes the packed
 * 250g bag the product card shows. The size is what the shopper buys, so the size weighs the parcel.
 */
export const WEIGHT_GRAMS: Record<Weight, number> = { '125g': 125, '250g': 250, '500g': 500, '1kg': 1000, '2kg': 2000 };

export const DELIVERY_OPTIONS = ['tracked', 'collect'] as const;
export type DeliveryOption = (typeof DELIVERY_OPTIONS)[number];

export type DeliveryBand = { service: string; maxWeightGrams: number; pricePence: number };
export type DeliveryRates = {
  bands: DeliveryBand[];
  freeThresholdPence: number;
  collectEnabled: boolean;
  collectPricePence: number;
  subscriptionPricePence: number;
};

export type DeliveryCharge = {
  option: DeliveryOption;
  /** 'Tracked 48', 'Collect / local delivery' */
  service: string;
  /** VAT-inclusive, before any discount. */
  pricePence: number;
  free: boolean;
};

export const COLLECT_LABEL = 'Collect / local delivery';

export function parcelGrams(lines: readonly { weight: Weight; quantity: number }[]): number {
  return lines.reduce((grams, l) => grams + WEIGHT_GRAMS[l.weight] * l.quantity, 0);
}

/**
 * The band price for a parcel of `grams`: the lightest band it fits; heavier than the heaviest band,
 * it goes as several parcels (full heaviest parcels plus one for the rest).
 */
export function bandPrice(bands: readonly DeliveryBand[], grams: number): { service: string; pricePence: number } {
  const sorted = [...bands].sort((a, b) => a.maxWeightGrams - b.maxWeightGrams);
  const heaviest = sorted.at(-1);
  if (!heaviest || grams <= 0) return { service: heaviest?.service ?? 'Delivery', pricePence: 0 };
  const fits = sorted.find((b) => grams <= b.maxWeightGrams);
  if (fits) return { service: fits.service, pricePence: fits.pricePence };
  const fullParcels = Math.floor(grams / heaviest.maxWeightGrams);
  const rest = bandPrice(sorted, grams - fullParcels * heaviest.maxWeightGrams);
  return { service: heaviest.service, pricePence: fullParcels * heaviest.pricePence + rest.pricePence };
}

/**
 * A shop order's delivery charge. Free when the goods, VAT-inclusive after the discount, reach the
 * threshold (delivery itself does not count towards it); collection costs its own price when enabled.
 */
export function shopDeliveryCharge(
  rates: DeliveryRates,
  order: { grams: number; goodsAfterDiscountPence: number; option: DeliveryOption },
): DeliveryCharge {
  if (order.option === 'collect' && rates.collectEnabled) {
    return {
      option: 'collect',
      service: COLLECT_LABEL,
      pricePence: rates.collectPricePence,
      free: rates.collectPricePence === 0,
    };
  }
  const band = bandPrice(rates.bands, order.grams);
  const free = order.grams === 0 || order.goodsAfterDiscountPence >= rates.freeThresholdPence;
  return { option: 'tracked', service: band.service, pricePence: free ? 0 : band.pricePence, free };
}

/**
 * What more in goods would make tracked delivery free, for 'Spend £X.XX more for free delivery': null when
 * delivery is already free or nothing is charged for it.
 */
export function freeDeliveryShortfallPence(goodsPence: number, deliveryPence: number, rates: DeliveryRates): number | null {
  if (deliveryPence <= 0) return null;
  const shortfall = rates.freeThresholdPence - goodsPence;
  return shortfall > 0 ? shortfall : null;
}
