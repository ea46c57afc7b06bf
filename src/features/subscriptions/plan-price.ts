import type { Frequency, Weight } from '../../../shared/constants';
import { formatGBP } from '../../../shared/money';
import { periodLabel, subscriptionPricePence, subscriptionShippingPence } from '../../../shared/subscriptions';

/** '£19.98/week': the plan's price (the one shared rule) with its per-period label. */
export function pricePerPeriod(pricePence: number, frequency: Frequency): string {
  return `${formatGBP(pricePence)}/${periodLabel(frequency)}`;
}

export function planPriceLabel(weight: Weight, bags: number, frequency: Frequency): string {
  return pricePerPeriod(subscriptionPricePence(weight, bags), frequency);
}

/**
 * The Monarch ships free; the other plans pay the subscription delivery rate (set on the admin
 * 'Delivery' page) on every box. Nothing is shown for it until the rate has loaded.
 */
export function shippingLabel(planName: string, subscriptionRatePence: number | undefined): string {
  const pence = subscriptionShippingPence(planName, subscriptionRatePence ?? Number.NaN);
  if (Number.isNaN(pence)) return '';
  return pence === 0 ? 'Free shipping' : `+ ${formatGBP(pence)} delivery`;
}
