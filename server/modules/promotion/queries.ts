import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, profiles, promotionRedemptions, promotions, user } from '../../db/schema/index';
import { AppError } from '../../errors';

/** 'Promotions': newest first, each with how often it was redeemed and the discount it gave. */
export async function listPromotions(db: Db) {
  const usage = db
    .select({
      promotionId: promotionRedemptions.promotionId,
      redemptionCount: sql<number>`count(*)::int`.as('redemption_count'),
      discountGivenPence: sql<number>`sum(${promotionRedemptions.discountPence})::int`.as('discount_given_pence'),
    })
    .from(promotionRedemptions)
    .groupBy(promotionRedemptions.promotionId)
    .as('usage');
  return db
    .select({
      ...getTableColumns(promotions),
      redemptionCount: sql<number>`coalesce(${usage.redemptionCount}, 0)`.mapWith(Number),
      discountGivenPence: sql<number>`coalesce(${usage.discountGivenPence}, 0)`.mapWith(Number),
    })
    .from(promotions)
    .leftJoin(usage, eq(usage.promotionId, promotions.id))
    .orderBy(desc(promotions.createdAt), desc(promotions.id));
}

/** The orders that used a promotion: order, customer and the discount given, newest first. */
export async function listRedemptions(db: Db, promotionId: string) {
  const [promotion] = await db.select({ id: promotions.id }).from(promotions).where(eq(promotions.id, promotionId));
  if (!promotion) throw new AppError('NOT_FOUND', 'Promotion not found.');
  return db
    .select({
      id: promotionRedemptions.id,
      redeemedAt: promotionRedemptions.createdAt,
      discountPence: promotionRedemptions.discountPence,
      orderId: promotionRedemptions.orderId,
      orderNumber: orders.number,
      orderStatus: orders.status,
      orderTotalPence: orders.totalPence,
      userId: promotionRedemptions.userId,
      customerName: sql<string>`coalesce(${profiles.fullName}, ${user.name})`,
      customerEmail: user.email,
    })
    .from(promotionRedemptions)
    .leftJoin(orders, eq(orders.id, promotionRedemptions.orderId))
    .innerJoin(user, eq(user.id, promotionRedemptions.userId))
    .leftJoin(profiles, eq(profiles.userId, promotionRedemptions.userId))
    .where(eq(promotionRedemptions.promotionId, promotionId))
    .orderBy(desc(promotionRedemptions.createdAt));
}
