import { and, count, eq, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { describeAuditChange, promotionIdsIn } from '../../../shared/audit-summary';
import type { activityTable } from '../../../shared/schemas/admin-activity';
import { SITE_PAGES, type SitePageInfo, type SitePageSlug } from '../../../shared/site-pages';
import type { TableFilters, TableListInput } from '../../../shared/table-query';
import type { Db } from '../../db/client';
import { auditLog, orders, products, profiles, promotions, user } from '../../db/schema/index';
import { countValue, type SortColumns, tableOrderBy, tablePage } from '../../db/table-page';

const targetProfile = alias(profiles, 'target_profile');
const actorName = sql<string | null>`coalesce(${profiles.fullName}, ${user.name})`;

const SORT_COLUMNS: SortColumns<(typeof activityTable.sortable)[number]> = {
  createdAt: auditLog.createdAt,
  action: auditLog.action,
  actor: actorName,
};

function activityConditions(filters: TableFilters<typeof activityTable>): SQL | undefined {
  return and(
    filters.action
      ? or(eq(auditLog.action, filters.action), like(auditLog.action, `${filters.action.replace(/[\\%_]/g, (c) => `\\${c}`)}.%`))
      : undefined,
    filters.actorUserId ? eq(auditLog.actorUserId, filters.actorUserId) : undefined,
  );
}

/** What the change was made to, as the admin knows it: order #1042, the product's name, the account holder. */
function recordOf(row: {
  targetType: string;
  targetId: string | null;
  orderNumber: number | null;
  productName: string | null;
  accountName: string | null;
}) {
  if (!row.targetId) return null;
  if (row.targetType === 'order')
    return {
      type: 'order' as const,
      id: row.targetId,
      label: row.orderNumber === null ? 'Order' : `Order #${row.orderNumber}`,
      number: row.orderNumber,
    };
  if (row.targetType === 'product')
    return { type: 'product' as const, id: row.targetId, label: row.productName ?? 'Product', number: null };
  if (row.targetType === 'account' || row.targetType === 'user')
    return { type: 'account' as const, id: row.targetId, label: row.accountName ?? 'Account', number: null };
  if (row.targetType === 'site_page') {
    const page = SITE_PAGES[row.targetId as SitePageSlug] as SitePageInfo | undefined;
    return { type: 'site_page' as const, id: row.targetId, label: page?.title ?? 'Page', number: null };
  }
  return { type: row.targetType, id: row.targetId, label: row.targetType.replace(/_/g, ' '), number: null };
}

/**
 * The codes of the promotions the rows' snapshots name by id. A deleted promotion's code is still on the order it
 * was used on (orders keep the code), so a row about an order falls back to that order's code.
 */
async function promotionCodesFor(
  db: Db,
  rows: { before: unknown; after: unknown; orderPromotionCode: string | null }[],
): Promise<Map<string, string>> {
  const ids = [...new Set(rows.flatMap((row) => [...promotionIdsIn(row.before), ...promotionIdsIn(row.after)]))];
  if (ids.length === 0) return new Map();
  const found = await db.select({ id: promotions.id, code: promotions.code }).from(promotions).where(inArray(promotions.id, ids));
  const codes = new Map(found.map((promotion) => [promotion.id, promotion.code]));
  for (const row of rows) {
    if (row.orderPromotionCode === null) continue;
    for (const id of [...promotionIdsIn(row.before), ...promotionIdsIn(row.after)])
      if (!codes.has(id)) codes.set(id, row.orderPromotionCode);
  }
  return codes;
}

/**
 * The audit log: who (name and email, not an id), what in words ('250g price: £8.33 → £9.17', a promotion by its
 * code) and which record, sorted and paged by the database.
 */
export async function listActivity(db: Db, input: TableListInput<typeof activityTable>) {
  const where = activityConditions(input.filters);
  return tablePage(input, {
    rows: async (window) => {
      const rows = await db
        .select({
          id: auditLog.id,
          createdAt: auditLog.createdAt,
          action: auditLog.action,
          targetType: auditLog.targetType,
          targetId: auditLog.targetId,
          before: auditLog.before,
          after: auditLog.after,
          actorUserId: auditLog.actorUserId,
          actorName,
          actorEmail: user.email,
          orderNumber: orders.number,
          orderPromotionCode: orders.promotionCode,
          productName: products.name,
          accountName: sql<string | null>`coalesce(nullif(${targetProfile.businessName}, ''), ${targetProfile.fullName})`,
        })
        .from(auditLog)
        .leftJoin(user, eq(user.id, auditLog.actorUserId))
        .leftJoin(profiles, eq(profiles.userId, auditLog.actorUserId))
        .leftJoin(orders, and(eq(auditLog.targetType, 'order'), eq(sql`${orders.id}::text`, auditLog.targetId)))
        .leftJoin(products, and(eq(auditLog.targetType, 'product'), eq(sql`${products.id}::text`, auditLog.targetId)))
        .leftJoin(
          targetProfile,
          and(sql`${auditLog.targetType} in ('account', 'user')`, eq(targetProfile.userId, auditLog.targetId)),
        )
        .where(where)
        .orderBy(...tableOrderBy(input.sort, SORT_COLUMNS, auditLog.id))
        .limit(window.limit)
        .offset(window.offset);
      const promotionCodes = await promotionCodesFor(db, rows);
      return rows.map(({ before, after, orderNumber, orderPromotionCode: _code, productName, accountName, ...row }) => ({
        ...row,
        summary: describeAuditChange({ action: row.action, before, after }, { promotionCodes }),
        record: recordOf({ ...row, orderNumber, productName, accountName }),
      }));
    },
    count: async () => countValue(await db.select({ value: count() }).from(auditLog).where(where)),
  });
}
