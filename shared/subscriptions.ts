import { type Frequency, PLANS, type PlanName, type Weight } from './constants';
import { addDays } from './dates';

/** 9.99 for 250g per bag, times the weight multiplier, times the bags. */
export const SUBSCRIPTION_BASE_PENCE = 999;
/** Weight multipliers in tenths (0.5, 1, 1.9, 3.6, 6.8) so the arithmetic stays in integers. */
const MULTIPLIER_TENTHS: Record<Weight, number> = { '125g': 5, '250g': 10, '500g': 19, '1kg': 36, '2kg': 68 };

export function subscriptionPricePence(weight: Weight, bags: number): number {
  return Math.round((SUBSCRIPTION_BASE_PENCE * MULTIPLIER_TENTHS[weight] * bags) / 10);
}

/**
 * What one box saves on buying the same bags one-off (`oneOffBagPence` each, VAT included): the reason to
 * subscribe, so the demo catalogue prices every size above its subscription bag.
 */
export function subscriptionSavingPence(oneOffBagPence: number, weight: Weight, bags: number): number {
  return oneOffBagPence * bags - subscriptionPricePence(weight, bags);
}

/** The per-period label drops the last two letters of the frequency, lower-cased ('Weekly' -> 'week'). */
export function periodLabel(frequency: Frequency): string {
  return frequency.slice(0, -2).toLowerCase();
}

export function planByName(name: string) {
  return PLANS.find((p) => p.name === name) ?? null;
}

export function bagsOf(plan: PlanName): number {
  return planByName(plan)?.bags ?? 1;
}

/**
 * Delivery charge per renewal: The Monarch ships free; the other plans pay the subscription
 * delivery rate, which the back office sets on the 'Delivery' page (delivery_settings).
 */
export function subscriptionShippingPence(plan: string, subscriptionRatePence: number): number {
  return planByName(plan)?.freeShipping ? 0 : subscriptionRatePence;
}

/** Adds whole months, clamping to the last day of a shorter month (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The delivery after `isoDate` for a frequency. */
export function nextDeliveryAfter(isoDate: string, frequency: Frequency): string {
  switch (frequency) {
    case 'Weekly':
      return addDays(isoDate, 7);
    case 'Fortnightly':
      return addDays(isoDate, 14);
    case 'Monthly':
      return addMonths(isoDate, 1);
    case 'Quarterly':
      return addMonths(isoDate, 3);
  }
}

/** 'Delay one week': the next box comes this many days later; the schedule goes on from the new date. */
export const DELAY_DAYS = 7;

export function delayedDelivery(isoDate: string): string {
  return addDays(isoDate, DELAY_DAYS);
}
