import { and, count, eq, gte, ilike, lte, or, type SQL, sum } from 'drizzle-orm';
import { toCsv } from '../../../shared/csv';
import { addDays } from '../../../shared/dates';
import { penceToPounds } from '../../../shared/money';
import { shopToday } from '../../../shared/promotions';
import type { subscriptionsTable } from '../../../shared/schemas/admin-subscriptions';
import type { TableExportInput, TableFilters, TableListInput } from '../../../shared/table-query';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { profiles, subscriptions } from '../../db/schema/index';
import { countValue, exportRows, type PageWindow, type SortColumns, tableOrderBy, tablePage } from '../../db/table-page';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/service';
import { applyChangeTo } from '../subscription/changes';
import { subscriptionTimeline } from '../subscription/events';

type Filters = TableFilters<typeof subscriptionsTable>;
type Query = TableExportInput<typeof subscriptionsTable>;

function whereOf(filters: Filters): SQL | undefined {
  const parts: SQL[] = [];
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    const byName = or(ilike(profiles.fullName, pattern), ilike(profiles.email, pattern));
    if (byName) parts.push(byName);
  }
  if (filters.status) parts.push(eq(subscriptions.status, filters.status));
  if (filters.frequency) parts.push(eq(subscriptions.frequency, filters.frequency));
  if (filters.renewsWithin !== undefined) {
    const today = shopToday();
    parts.push(
      eq(subscriptions.status, 'active'),
      gte(subscriptions.nextDeliveryAt, today),
      lte(subscriptions.nextDeliveryAt, addDays(today, filters.renewsWithin)),
    );
  }
  return parts.length ? and(...parts) : undefined;
}

const SORT_COLUMNS: SortColumns<(typeof subscriptionsTable.sortable)[number]> = {
  subscriberName: profiles.fullName,
  planName: subscriptions.planName,
  status: subscriptions.status,
  pricePence: subscriptions.pricePence,
  frequency: subscriptions.frequency,
  createdAt: subscriptions.createdAt,
  nextDeliveryAt: subscriptions.nextDeliveryAt,
};

const rowColumns = {
  id: subscriptions.id,
  userId: subscriptions.userId,
  subscriberName: profiles.fullName,
  subscriberEmail: profiles.email,
  planName: subscriptions.planName,
  bagCount: subscriptions.bagCount,
  weight: subscriptions.weight,
  status: subscriptions.status,
  pricePence: subscriptions.pricePence,
  frequency: subscriptions.frequency,
  nextDeliveryAt: subscriptions.nextDeliveryAt,
  createdAt: subscriptions.createdAt,
};

function selectSubscriptionRows(db: Db, query: Query, window: PageWindow) {
  return db
    .select(rowColumns)
    .from(subscriptions)
    .leftJoin(profiles, eq(profiles.userId, subscriptions.userId))
    .where(whereOf(query.filters))
    .orderBy(...tableOrderBy(query.sort, SORT_COLUMNS, subscriptions.id))
    .limit(window.limit)
    .offset(window.offset);
}

/** One page of the 'All Subscriptions' table, with the subscriber's name and email joined in. */
export async function listSubscriptions(db: Db, input: TableListInput<typeof subscriptionsTable>) {
  return tablePage(input, {
    rows: (window) => selectSubscriptionRows(db, input, window),
    count: async () =>
      countValue(
        await db
          .select({ value: count() })
          .from(subscriptions)
          .leftJoin(profiles, eq(profiles.userId, subscriptions.userId))
          .where(whereOf(input.filters)),
      ),
  });
}

/** The three stat cards: count and total value (from stored pence) per status. */
export async function subscriptionStats(db: Db) {
  const rows = await db
    .select({ status: subscriptions.status, count: count(), valuePence: sum(subscriptions.pricePence).mapWith(Number) })
    .from(subscriptions)
    .groupBy(subscriptions.status);
  const of = (status: string) => rows.find((r) => r.status === status) ?? { count: 0, valuePence: 0 };
  return {
    active: { count: of('active').count, valuePence: of('active').valuePence ?? 0 },
    paused: { count: of('paused').count, valuePence: of('paused').valuePence ?? 0 },
    total: { count: rows.reduce((n, r) => n + r.count, 0), valuePence: rows.reduce((n, r) => n + (r.valuePence ?? 0), 0) },
  };
}

/** Admin pause / resume / cancel of any subscription, audited. */
export async function changeSubscription(db: Db, actorUserId: string, id: string, action: 'pause' | 'resume' | 'cancel') {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
    if (!current) throw new AppError('NOT_FOUND', 'Subscription not found.');
    const after = await applyChangeTo(tx, current, action, { actor: 'admin', actorUserId });
    await recordAudit(tx, {
      actorUserId,
      action: `subscription.${action}`,
      targetType: 'subscription',
      targetId: id,
      before: { status: current.status },
      after: { status: after.status },
    });
    return after;
  });
}

/**
 * One subscription for the back office's details: the key information the customer was shown above the
 * subscribe button (as stored then; none for subscriptions older than that), and why they cancelled.
 */
export async function adminSubscriptionDetail(db: Db, id: string) {
  const [row] = await db
    .select({
      id: subscriptions.id,
      subscriberName: profiles.fullName,
      planName: subscriptions.planName,
      status: subscriptions.status,
      keyInformation: subscriptions.keyInformation,
      cancelReason: subscriptions.cancelReason,
      cancelDetails: subscriptions.cancelDetails,
    })
    .from(subscriptions)
    .leftJoin(profiles, eq(profiles.userId, subscriptions.userId))
    .where(eq(subscriptions.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Subscription not found.');
  return row;
}

/** Any subscription's timeline, for the back office. */
export async function adminSubscriptionTimeline(db: Db, id: string) {
  const [found] = await db.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.id, id));
  if (!found) throw new AppError('NOT_FOUND', 'Subscription not found.');
  return subscriptionTimeline(db, id);
}

/** CSV of every subscription matching the filters (the table's columns and order, all pages). */
export async function exportSubscriptionsCsv(db: Db, input: Query): Promise<string> {
  const rows = await exportRows((window) => selectSubscriptionRows(db, input, window));
  const header = [
    'Subscriber',
    'Email',
    'Plan',
    'Bags',
    'Weight',
    'Status',
    'Value (GBP)',
    'Frequency',
    'Next delivery',
    'Created',
  ];
  return toCsv(
    header,
    rows.map((r) => [
      r.subscriberName ?? 'Unknown',
      r.subscriberEmail ?? 'No email',
      r.planName,
      r.bagCount,
      r.weight,
      r.status,
      penceToPounds(r.pricePence),
      r.frequency,
      r.nextDeliveryAt,
      r.createdAt.toISOString(),
    ]),
  );
}
