import { and, eq, gte, isNull, lt, ne, or, sql } from 'drizzle-orm';
import {
  ALREADY_USED,
  customerRefusal,
  FIRST_ORDERS_ONLY,
  limitedPerCustomer,
  type PromotionRule,
  promotionRefusal,
} from '../../../shared/promotions';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { orders, promotionRedemptions, promotions } from '../../db/schema/index';
import { AppError } from '../../errors';

type Promotion = typeof promotions.$inferSelect;

export async function findPromotion(db: DbOrTx, code: string) {
  const [row] = await db.select().from(promotions).where(eq(promotions.code, code)).limit(1);
  return row ?? null;
}

/** Why this customer may not use the code ('Once per customer', 'First orders only'); null when they may. */
async function refusalForCustomer(db: DbOrTx, rule: Promotion, userId: string): Promise<string | null> {
  if (!limitedPerCustomer(rule)) return null;
  const [history] = await db
    .select({
      hasRedeemed: sql<boolean>`exists (select 1 from ${promotionRedemptions} where ${promotionRedemptions.promotionId} = ${rule.id} and ${promotionRedemptions.userId} = ${userId})`,
      earlierOrders: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), ne(orders.status, 'cancelled')));
  return customerRefusal(rule, { hasRedeemed: Boolean(history?.hasRedeemed), earlierOrders: history?.earlierOrders ?? 0 });
}

/** Whether this customer can use a code on this subtotal (its rule), or the reason they cannot (no change made). */
export async function previewPromotion(db: DbOrTx, code: string, subtotalPence: number, today: string, userId: string) {
  const rule = await findPromotion(db, code);
  const refusal =
    promotionRefusal(rule as PromotionRule | null, subtotalPence, today) ??
    (rule && (await refusalForCustomer(db, rule, userId)));
  if (refusal || !rule) return { ok: false as const, message: refusal ?? 'This code is not valid' };
  // What it takes off is worked out with the order's totals (shared/totals.ts), never here.
  return { ok: true as const, rule };
}

/**
 * Takes one use of a code inside the order transaction. The conditional update
 * (current_uses < max_uses) is what stops concurrent orders from exceeding max_uses; it also locks
 * the promotion row, so the customer check after it sees any concurrent order that used the code
 * and has committed.
 */
export async function redeemPromotion(tx: DbOrTx, code: string, subtotalPence: number, today: string, userId: string) {
  const rule = await findPromotion(tx, code);
  const refusal = promotionRefusal(rule as PromotionRule | null, subtotalPence, today);
  if (refusal || !rule) throw new AppError('BAD_REQUEST', refusal ?? 'This code is not valid');
  const [taken] = await tx
    .update(promotions)
    .set({ currentUses: sql`${promotions.currentUses} + 1` })
    .where(
      and(
        eq(promotions.id, rule.id),
        eq(promotions.isActive, true),
        or(isNull(promotions.maxUses), lt(promotions.currentUses, promotions.maxUses)),
        or(isNull(promotions.validUntil), gte(promotions.validUntil, today)),
      ),
    )
    .returning();
  if (!taken) throw new AppError('CONFLICT', 'This code has reached its usage limit');
  const customerRefused = await refusalForCustomer(tx, taken, userId);
  if (customerRefused) throw new AppError('CONFLICT', customerRefused);
  return { promotion: taken };
}

/**
 * Records the redemption. For a code a customer may use once, the row carries their user id as
 * customer key, and the unique index over (promotion, customer key) refuses a second one even when
 * two orders by the same customer race past every check above.
 */
export async function recordRedemption(
  tx: DbOrTx,
  redemption: { promotion: Promotion; orderId: string; userId: string; discountPence: number },
) {
  const { promotion, orderId, userId, discountPence } = redemption;
  await tx.insert(promotionRedemptions).values({
    promotionId: promotion.id,
    orderId,
    userId,
    discountPence,
    customerKey: limitedPerCustomer(promotion) ? userId : null,
  });
}

/** The customer's words for a redemption the database refused (the race recordRedemption guards). */
export function redemptionConflict(error: unknown, promotion: Pick<Promotion, 'firstOrderOnly'> | null): AppError | null {
  if (!isUniqueViolation(error, 'promotion_redemptions_customer_key')) return null;
  return new AppError('CONFLICT', promotion?.firstOrderOnly ? FIRST_ORDERS_ONLY : ALREADY_USED);
}
