import type { Frequency } from './constants';
import { nextDeliveryAfter } from './subscriptions';

export type ScheduledBags = {
  nextDeliveryAt: string;
  frequency: Frequency;
  weight: string;
  bags: { variety: string; moisture: string }[];
};
export type ForecastRow = { variety: string; weight: string; moisture: string; next7: number; next14: number; next30: number };

/** Anything that repeats on a schedule and needs bags made: a subscription's box, a trade standing order's lines. */
export type ScheduledProduction = {
  nextDate: string;
  /** Nothing after this day (a standing order's end date). */
  lastDate?: string | null;
  /** The delivery or run after a given one. */
  after: (day: string) => string;
  lines: { variety: string; weight: string; moisture: string; quantity: number }[];
};

/** A subscription's schedule: one bag per variety chosen, every delivery. */
export function subscriptionSchedule(sub: ScheduledBags): ScheduledProduction {
  return {
    nextDate: sub.nextDeliveryAt,
    after: (day) => nextDeliveryAfter(day, sub.frequency),
    lines: sub.bags.map((bag) => ({ variety: bag.variety, weight: sub.weight, moisture: bag.moisture, quantity: 1 })),
  };
}

/**
 * Bags due in the next 7, 14 and 30 days (from `today`, inclusive) by variety, weight and moisture,
 * walking each schedule, so the kitchen knows what to dry.
 */
export function productionForecast(
  schedules: readonly ScheduledProduction[],
  today: string,
  addDays: (d: string, n: number) => string,
): ForecastRow[] {
  const horizons = { next7: addDays(today, 7), next14: addDays(today, 14), next30: addDays(today, 30) };
  const rows = new Map<string, ForecastRow>();
  for (const schedule of schedules) {
    let date = schedule.nextDate < today ? today : schedule.nextDate;
    while (date < horizons.next30 && (!schedule.lastDate || date <= schedule.lastDate)) {
      for (const line of schedule.lines) {
        const key = `${line.variety}|${line.weight}|${line.moisture}`;
        const row = rows.get(key) ?? {
          variety: line.variety,
          weight: line.weight,
          moisture: line.moisture,
          next7: 0,
          next14: 0,
          next30: 0,
        };
        if (date < horizons.next7) row.next7 += line.quantity;
        if (date < horizons.next14) row.next14 += line.quantity;
        row.next30 += line.quantity;
        rows.set(key, row);
      }
      date = schedule.after(date);
    }
  }
  return [...rows.values()].sort((a, b) => b.next30 - a.next30 || a.variety.localeCompare(b.variety));
}
