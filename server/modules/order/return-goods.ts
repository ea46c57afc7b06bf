import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderItems, orders, productVariants, promotionRedemptions, promotions, stockMovements } from '../../db/schema/index';

export type ReturnedGoods = { restockedUnits: number; promotionReleased: string | null };

/**
 * Puts an order's stock back (with movements) and gives its promotion use back, once: the
 * conditional update on goods_returned_at lets only the first caller through, so cancelling after
 * a full credit note (or twice) never returns anything twice. Used by cancelling and by credit notes.
 */
export async function returnGoods(tx: Tx, orderId: string, actorUserId: string | null, reason: string): Promise<ReturnedGoods> {
  const [first] = await tx
    .update(orders)
    .set({ goodsReturnedAt: new Date() })
    .where(and(eq(orders.id, orderId), isNull(orders.goodsReturnedAt)))
    .returning({ id: orders.id });
  if (!first) return { restockedUnits: 0, promotionReleased: null };

  const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  let restockedUnits = 0;
  // Variants in id order, as order placement locks them, so the two never deadlock.
  for (const line of [...lines].sort((a, b) => String(a.variantId).localeCompare(String(b.variantId)))) {
    if (!line.variantId) continue; // the variant was deleted since: nothing to put back
    const [variant] = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${line.quantity}` })
      .where(eq(productVariants.id, line.variantId))
      .returning({ id: productVariants.id });
    if (!variant) continue;
    await tx.insert(stockMovements).values({ variantId: variant.id, delta: line.quantity, reason, orderId, actorUserId });
    restockedUnits += line.quantity;
  }

  const [redemption] = await tx.delete(promotionRedemptions).where(eq(promotionRedemptions.orderId, orderId)).returning();
  if (redemption) {
    await tx
      .update(promotions)
      .set({ currentUses: sql`greatest(${promotions.currentUses} - 1, 0)` })
      .where(eq(promotions.id, redemption.promotionId));
  }
  return { restockedUnits, promotionReleased: redemption?.promotionId ?? null };
}
