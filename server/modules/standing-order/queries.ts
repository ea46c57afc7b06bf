import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products, productVariants, standingOrderRuns, standingOrders } from '../../db/schema/index';

/** 'Chilli Biltong 500g' for each size id (a removed size reads 'A product no longer sold'). */
export async function sizeNames(db: DbOrTx, variantIds: readonly string[]): Promise<Map<string, string>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db
    .select({ id: productVariants.id, name: products.name, weight: productVariants.weight })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.id, [...variantIds]));
  return new Map(rows.map((r) => [r.id, `${r.name} ${r.weight}`]));
}

export const nameOf = (names: Map<string, string>, variantId: string) => names.get(variantId) ?? 'A product no longer sold';

/** An account's standing orders, newest first, each line named and the last few runs. */
export async function standingOrdersOf(db: DbOrTx, userId: string) {
  const rows = await db
    .select({
      id: standingOrders.id,
      lines: standingOrders.lines,
      frequency: standingOrders.frequency,
      nextRunDate: standingOrders.nextRunDate,
      endDate: standingOrders.endDate,
      poNumber: standingOrders.poNumber,
      status: standingOrders.status,
      createdAt: standingOrders.createdAt,
    })
    .from(standingOrders)
    .where(eq(standingOrders.userId, userId))
    .orderBy(desc(standingOrders.createdAt));
  if (rows.length === 0) return [];
  const names = await sizeNames(
    db,
    rows.flatMap((r) => r.lines.map((l) => l.variantId)),
  );
  const runs = await db
    .select({
      standingOrderId: standingOrderRuns.standingOrderId,
      runDate: standingOrderRuns.runDate,
      outcome: standingOrderRuns.outcome,
      orderId: standingOrderRuns.orderId,
      message: standingOrderRuns.message,
      leftOut: standingOrderRuns.leftOut,
    })
    .from(standingOrderRuns)
    .where(
      and(
        inArray(
          standingOrderRuns.standingOrderId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(desc(standingOrderRuns.runDate));
  return rows.map((r) => ({
    ...r,
    lines: r.lines.map((l) => ({ ...l, name: nameOf(names, l.variantId) })),
    runs: runs.filter((run) => run.standingOrderId === r.id).slice(0, 5),
  }));
}
