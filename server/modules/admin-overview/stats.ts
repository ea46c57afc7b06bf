import { and, asc, desc, eq, gte, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import { addDays, mondayOf, weekCommencingLabel } from '../../../shared/dates';
import { shopToday } from '../../../shared/promotions';
import type { Db } from '../../db/client';
import { orderItems, orders, products, productVariants, subscriptions } from '../../db/schema/index';
import { londonDay, londonStartOf, londonWeek } from '../../db/shop-time';

export const LOW_STOCK_THRESHOLD = 5;
const WEEKS = 12;
const DAYS = 30;

/** Dates of a series with every slot present (a quiet week still shows as 0 on the chart). */
const series = (first: string, count: number, step: number) => Array.from({ length: count }, (_, i) => addDays(first, i * step));

/** Charts of the admin landing area, all in UK calendar days and ISO weeks (Monday first). */
export async function overviewStats(db: Db, now: Date = new Date()) {
  const today = shopToday(now);
  const weeks = series(addDays(mondayOf(today), -7 * (WEEKS - 1)), WEEKS, 7);
  const days = series(addDays(today, 1 - DAYS), DAYS, 1);
  const since = weeks[0] as string;
  const notCancelled = ne(orders.status, 'cancelled');

  // Subscriptions have no cancelled_at: a cancelled one counts as cancelled from its last update.
  // That is an approximation (a later edit moves the date), good enough for a trend line.
  const activeAt = (end: string) =>
    sql<number>`count(*) filter (where ${subscriptions.createdAt} < ${londonStartOf(end)} and not (${subscriptions.status} = 'cancelled' and ${subscriptions.updatedAt} < ${londonStartOf(end)}))`.mapWith(
      Number,
    );
  const activeColumns = Object.fromEntries(weeks.map((monday) => [monday, activeAt(addDays(monday, 7))]));

  const [revenueRows, dayRows, [activeRow], topProducts, lowStock] = await Promise.all([
    db
      .select({ week: londonWeek(orders.createdAt), revenuePence: sql<number>`sum(${orders.totalPence})`.mapWith(Number) })
      .from(orders)
      .where(and(notCancelled, gte(orders.createdAt, londonStartOf(since))))
      .groupBy(sql`1`),
    db
      .select({ day: londonDay(orders.createdAt), orders: sql<number>`count(*)`.mapWith(Number) })
      .from(orders)
      .where(gte(orders.createdAt, londonStartOf(days[0] as string)))
      .groupBy(sql`1`),
    db.select(activeColumns).from(subscriptions),
    db
      .select({
        productName: orderItems.productName,
        units: sql<number>`sum(${orderItems.quantity})`.mapWith(Number),
        revenuePence: sql<number>`sum(${orderItems.lineTotalPence})`.mapWith(Number),
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(notCancelled, gte(orders.createdAt, londonStartOf(since))))
      .groupBy(orderItems.productName)
      .orderBy(desc(sql`2`), asc(orderItems.productName))
      .limit(5),
    // Only weights the product is sold in (it has a retail price) can run low.
    db
      .select({
        productId: products.id,
        productName: products.name,
        variantId: productVariants.id,
        weight: productVariants.weight,
        stock: productVariants.stock,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(
        and(
          isNull(products.archivedAt),
          isNotNull(productVariants.priceNetPence),
          lte(productVariants.stock, LOW_STOCK_THRESHOLD),
        ),
      )
      .orderBy(asc(productVariants.stock), asc(products.name), asc(productVariants.weight)),
  ]);

  const revenue = new Map(revenueRows.map((r) => [r.week, r.revenuePence]));
  const perDay = new Map(dayRows.map((r) => [r.day, r.orders]));
  const active = (activeRow ?? {}) as Record<string, number>;
  return {
    revenuePerWeek: weeks.map((week) => ({ week, label: weekCommencingLabel(week), revenuePence: revenue.get(week) ?? 0 })),
    ordersPerDay: days.map((day) => ({ day, orders: perDay.get(day) ?? 0 })),
    activeSubscriptions: weeks.map((week) => ({ week, label: weekCommencingLabel(week), active: active[week] ?? 0 })),
    topProducts: { since, rows: topProducts },
    lowStock: { threshold: LOW_STOCK_THRESHOLD, rows: lowStock },
  };
}
