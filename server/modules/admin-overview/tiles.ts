import { and, count, eq, gte, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { addDays } from '../../../shared/dates';
import { type DayRange, monthToDate, type PeriodComparison, weekToDate } from '../../../shared/overview-periods';
import { shopToday } from '../../../shared/promotions';
import type { Db } from '../../db/client';
import { jobs, orders, products, productVariants, profiles, subscriptions } from '../../db/schema/index';
import { londonStartOf } from '../../db/shop-time';
import { EMAIL_DELIVERY } from '../../jobs/job-types';
import { LOW_STOCK_THRESHOLD } from './stats';

/** Orders whose money the shop has (or, on account, is owed) and keeps: not unpaid, cancelled, expired or refunded. */
const SOLD = ['paid', 'packed', 'shipped', 'delivered'] as const;
/** Paid but not yet shipped: what the packing bench has to send. */
const TO_SHIP = ['paid', 'packed'] as const;
export const RENEWS_WITHIN_DAYS = 7;

const inRange = ({ from, to }: DayRange) =>
  and(gte(orders.createdAt, londonStartOf(from)), lt(orders.createdAt, londonStartOf(to)));

/** VAT-inclusive and net (total less its VAT) revenue in whole pence, over UK calendar days. */
async function revenue(db: Db, range: DayRange) {
  const [row] = await db
    .select({
      grossPence: sql<number>`coalesce(sum(${orders.totalPence}), 0)`.mapWith(Number),
      netPence: sql<number>`coalesce(sum(${orders.totalPence} - ${orders.vatPence}), 0)`.mapWith(Number),
      orders: count(),
    })
    .from(orders)
    .where(and(inArray(orders.status, SOLD), inRange(range)));
  return { ...range, grossPence: row?.grossPence ?? 0, netPence: row?.netPence ?? 0, orders: row?.orders ?? 0 };
}

const compare = async (db: Db, period: PeriodComparison) => {
  const [current, previous] = await Promise.all([revenue(db, period.current), revenue(db, period.previous)]);
  return { current, previous };
};

/** The overview's tiles: 'how is the shop doing' in one look, each a count its linked table filters to. */
export async function overviewTiles(db: Db, now: Date = new Date()) {
  const today = shopToday(now);
  const [week, month, [toShip], [lowStock], [renewing], [failed], [applications]] = await Promise.all([
    compare(db, weekToDate(today)),
    compare(db, monthToDate(today)),
    db
      .select({
        paid: sql<number>`count(*) filter (where ${orders.status} = 'paid')`.mapWith(Number),
        packed: sql<number>`count(*) filter (where ${orders.status} = 'packed')`.mapWith(Number),
      })
      .from(orders)
      .where(inArray(orders.status, TO_SHIP)),
    // The same rule as the overview's low-stock list: sizes on sale (with a retail price) at or under the threshold.
    db
      .select({ sizes: count() })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(
        and(
          isNull(products.archivedAt),
          isNotNull(productVariants.priceNetPence),
          lte(productVariants.stock, LOW_STOCK_THRESHOLD),
        ),
      ),
    // 'The next 7 days': a next delivery from today through today + 6.
    db
      .select({ subscriptions: count() })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.status, 'active'),
          gte(subscriptions.nextDeliveryAt, today),
          lt(subscriptions.nextDeliveryAt, addDays(today, RENEWS_WITHIN_DAYS)),
        ),
      ),
    // As on 'Email & jobs': parked (dead) jobs and those waiting to retry after a failure; emails are jobs too.
    db
      .select({
        jobs: count(),
        emails: sql<number>`count(*) filter (where ${jobs.kind} = ${EMAIL_DELIVERY})`.mapWith(Number),
      })
      .from(jobs)
      .where(or(eq(jobs.status, 'dead'), and(eq(jobs.status, 'queued'), isNotNull(jobs.lastError)))),
    // Wholesale applications waiting for an approve or reject (the accounts table filtered to pending).
    db
      .select({ pending: count() })
      .from(profiles)
      .where(and(eq(profiles.accountType, 'Wholesale'), eq(profiles.status, 'pending'))),
  ]);
  return {
    today,
    revenue: { week, month },
    toShip: { paid: toShip?.paid ?? 0, packed: toShip?.packed ?? 0 },
    lowStock: { sizes: lowStock?.sizes ?? 0, threshold: LOW_STOCK_THRESHOLD },
    renewing: { subscriptions: renewing?.subscriptions ?? 0, withinDays: RENEWS_WITHIN_DAYS },
    failures: { jobs: failed?.jobs ?? 0, emails: failed?.emails ?? 0 },
    tradeApplications: { pending: applications?.pending ?? 0 },
  };
}

export type OverviewTiles = Awaited<ReturnType<typeof overviewTiles>>;
