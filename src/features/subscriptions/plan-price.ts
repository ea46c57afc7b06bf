import type { Frequency, Weight } from '../../../shared/constants';
import { formatGBP } from '../../../shared/money';
import { periodLabel, subscriptionPricePence, subscriptionShippingPence } from '../../../shared/subscriptions';

/** '£19.98/week': the spec's price (the one shared rule) with its per-period label. */
export function pricePerPeriod(pricePence: number, frequency: Frequency): string {
  return `${formatGBP(pricePence)}/${periodLabel(frequency)}`;
}

export function planPriceLabel(weight: Weight, bags: number, frequency: Frequency): string {
  return pricePerPeriod(subscriptionPricePence(weight, bags), frequency);
}

/** The Monarch ships free; the other plans pay the delivery charge on every box. */
export function shippingLabel(planName: string): string {
  const pence = subscriptionShippingPence(planName);
  return pence === 0 ? 'Free shipping' : `+ ${formatGBP(pence)} delivery`;
}
