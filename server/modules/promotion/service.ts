import { eq } from 'drizzle-orm';
import { poundsToPence } from '../../../shared/money';
import type { PromotionForm } from '../../../shared/schemas/promotion';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { promotions } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { Actor } from '../audit/actor';
import { recordAudit } from '../audit/service';

/**
 * Stored units: a percentage typed as 12.5 becomes 1250 basis points and £5.50 becomes 550 pence.
 * Both are exact hundredths of a 2-decimal input, so one exact conversion serves both.
 */
function promotionColumns(form: PromotionForm) {
  return {
    code: form.code,
    description: form.description,
    discountType: form.discountType,
    discountValue: poundsToPence(form.discountValue),
    minOrderAmountPence: poundsToPence(form.minOrderAmount),
    maxUses: form.maxUses,
    validUntil: form.validUntil,
    isActive: form.isActive,
    oncePerCustomer: form.oncePerCustomer,
    firstOrderOnly: form.firstOrderOnly,
  };
}

const DUPLICATE_CODE = 'A promotion with this code already exists.';

/** Runs a write, turning the code's unique violation into the admin's message. */
async function uniqueCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'promotions_code_unique')) throw new AppError('CONFLICT', DUPLICATE_CODE);
    throw error;
  }
}

async function lockPromotion(tx: Tx, id: string) {
  const [row] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND', 'Promotion not found.');
  return row;
}

export function createPromotion(db: Db, actor: Actor, form: PromotionForm) {
  return uniqueCode(() =>
    db.transaction(async (tx) => {
      const [after] = await tx.insert(promotions).values(promotionColumns(form)).returning();
      if (!after) throw new Error('promotion insert returned nothing');
      await recordAudit(tx, {
        actorUserId: actor.userId,
        action: 'promotion.create',
        targetType: 'promotion',
        targetId: after.id,
        after,
      });
      return after;
    }),
  );
}

export function updatePromotion(db: Db, actor: Actor, id: string, form: PromotionForm) {
  return uniqueCode(() =>
    db.transaction(async (tx) => {
      // Locked so a checkout cannot take a use between this check and the update.
      const before = await lockPromotion(tx, id);
      if (form.maxUses !== null && form.maxUses < before.currentUses) {
        throw new AppError(
          'BAD_REQUEST',
          `Maximum uses cannot be less than ${before.currentUses}: this code has already been used ${before.currentUses} times.`,
        );
      }
      const [after] = await tx.update(promotions).set(promotionColumns(form)).where(eq(promotions.id, id)).returning();
      await recordAudit(tx, {
        actorUserId: actor.userId,
        action: 'promotion.update',
        targetType: 'promotion',
        targetId: id,
        before,
        after,
      });
      return after ?? before;
    }),
  );
}

/** Toggles a promotion active or inactive from its card. */
export function setPromotionActive(db: Db, actor: Actor, id: string, isActive: boolean) {
  return db.transaction(async (tx) => {
    const before = await lockPromotion(tx, id);
    const [after] = await tx.update(promotions).set({ isActive }).where(eq(promotions.id, id)).returning();
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: isActive ? 'promotion.activate' : 'promotion.deactivate',
      targetType: 'promotion',
      targetId: id,
      before,
      after,
    });
    return after ?? before;
  });
}

/** Deletes the promotion; orders keep its code and discount (promotion_id becomes null). */
export function deletePromotion(db: Db, actor: Actor, id: string) {
  return db.transaction(async (tx) => {
    const before = await lockPromotion(tx, id);
    await tx.delete(promotions).where(eq(promotions.id, id));
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: 'promotion.delete',
      targetType: 'promotion',
      targetId: id,
      before,
    });
    return { deleted: true, code: before.code };
  });
}
