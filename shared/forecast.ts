import type { Frequency } from './constants';
import { nextDeliveryAfter } from './subscriptions';

export type ScheduledBags = {
  nextDeliveryAt: string;
  frequency: Frequency;
  weight: string;
  bags: { variety: string; moisture: string }[];
};
export type ForecastRow = { variety: string; weight: string; moisture: string; next7: number; next14: number; next30: number };

/**
 * Bags due in the next 7, 14 and 30 days (from `today`, inclusive) by variety, weight and moisture,
 * walking each active subscription's schedule, so the kitchen knows what to dry.
 */
export function productionForecast(
  subscriptions: readonly ScheduledBags[],
  today: string,
  addDays: (d: string, n: number) => string,
): ForecastRow[] {
  const horizons = { next7: addDays(today, 7), next14: addDays(today, 14), next30: addDays(today, 30) };
  const rows = new Map<string, ForecastRow>();
  for (const sub of subscriptions) {
    let date = sub.nextDeliveryAt < today ? today : sub.nextDeliveryAt;
    while (date < horizons.next30) {
      for (const bag of sub.bags) {
        const key = `${bag.variety}|${sub.weight}|${bag.moisture}`;
        const row = rows.get(key) ?? {
          variety: bag.variety,
          weight: sub.weight,
          moisture: bag.moisture,
          next7: 0,
          next14: 0,
          next30: 0,
        };
        if (date < horizons.next7) row.next7++;
        if (date < horizons.next14) row.next14++;
        row.next30++;
        rows.set(key, row);
      }
      date = nextDeliveryAfter(date, sub.frequency);
    }
  }
  return [...rows.values()].sort((a, b) => b.next30 - a.next30 || a.variety.localeCompare(b.variety));
}
