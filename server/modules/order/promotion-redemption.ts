import { and, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import { type PromotionRule, promotionRefusal } from '../../../shared/promotions';
import type { DbOrTx } from '../../db/client';
import { promotions } from '../../db/schema/index';
import { AppError } from '../../errors';

export async function findPromotion(db: DbOrTx, code: string) {
  const [row] = await db.select().from(promotions).where(eq(promotions.code, code)).limit(1);
  return row ?? null;
}

/** Whether a code can be used on this subtotal (its rule), or the reason it cannot (no change made). */
export async function previewPromotion(db: DbOrTx, code: string, subtotalPence: number, today: string) {
  const rule = await findPromotion(db, code);
  const refusal = promotionRefusal(rule as PromotionRule | null, subtotalPence, today);
  if (refusal || !rule) return { ok: false as const, message: refusal ?? 'This code is not valid' };
  // What it takes off is worked out with the order's totals (shared/totals.ts), never here.
  return { ok: true as const, rule };
}

/**
 * Takes one use of a code inside the order transaction. The conditional update
 * (current_uses < max_uses) is what stops concurrent orders from exceeding max_uses.
 */
export async function redeemPromotion(tx: DbOrTx, code: string, subtotalPence: number, today: string) {
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
  return { promotion: taken };
}
