import { eq, inArray } from 'drizzle-orm';
import { DEFAULT_MOISTURE } from '../../../shared/constants';
import { addDays } from '../../../shared/dates';
import { productionForecast, type ScheduledProduction, subscriptionSchedule } from '../../../shared/forecast';
import { shopToday } from '../../../shared/promotions';
import { nextRunAfter } from '../../../shared/standing-orders';
import type { Db } from '../../db/client';
import { products, productVariants, standingOrders, subscriptions } from '../../db/schema/index';

/** Active trade standing orders as schedules: each line's bags at every run until the end date. */
async function standingOrderSchedules(db: Db): Promise<ScheduledProduction[]> {
  const active = await db
    .select({
      nextRunDate: standingOrders.nextRunDate,
      endDate: standingOrders.endDate,
      frequency: standingOrders.frequency,
      lines: standingOrders.lines,
    })
    .from(standingOrders)
    .where(eq(standingOrders.status, 'active'));
  const variantIds = [...new Set(active.flatMap((order) => order.lines.map((line) => line.variantId)))];
  if (variantIds.length === 0) return [];
  const variants = await db
    .select({ id: productVariants.id, weight: productVariants.weight, variety: products.name })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.id, variantIds));
  const byId = new Map(variants.map((variant) => [variant.id, variant]));
  return active.map((order) => ({
    nextDate: order.nextRunDate,
    lastDate: order.endDate,
    after: (day: string) => nextRunAfter(day, order.frequency),
    // Trade orders go out in the shop's default moisture (the quick order offers no choice).
    lines: order.lines.flatMap((line) => {
      const variant = byId.get(line.variantId);
      return variant
        ? [{ variety: variant.variety, weight: variant.weight, moisture: DEFAULT_MOISTURE, quantity: line.quantity }]
        : [];
    }),
  }));
}

/** The production forecast: the active subscriptions' deliveries and the active standing orders' runs. */
export async function subscriptionForecast(db: Db, today = shopToday()) {
  const active = await db
    .select({
      nextDeliveryAt: subscriptions.nextDeliveryAt,
      frequency: subscriptions.frequency,
      weight: subscriptions.weight,
      bags: subscriptions.bags,
    })
    .from(subscriptions)
    .where(eq(subscriptions.status, 'active'));
  const schedules = [...active.map(subscriptionSchedule), ...(await standingOrderSchedules(db))];
  return { today, rows: productionForecast(schedules, today, addDays) };
}
