import { and, asc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Weight } from '../../../shared/constants';
import type { DbOrTx } from '../../db/client';
import { products, productVariants } from '../../db/schema/index';
import { AppError } from '../../errors';

/** A variety as the subscription forms offer it: the bag sizes it can be sold in right now. */
export type SubscriptionVariety = { name: string; weights: Weight[] };

/**
 * Products shown in subscriptions (not archived) with, per bag size, a retail price and stock; a
 * product with no such size is not offered at all. One list for the subscribe and edit forms.
 */
export async function sellableVarieties(db: DbOrTx): Promise<SubscriptionVariety[]> {
  const rows = await db
    .select({ name: products.name, weight: productVariants.weight })
    .from(products)
    .innerJoin(productVariants, eq(productVariants.productId, products.id))
    .where(
      and(
        eq(products.showInSubscriptions, true),
        isNull(products.archivedAt),
        isNotNull(productVariants.priceNetPence),
        gt(productVariants.stock, 0),
      ),
    )
    .orderBy(asc(products.name), asc(productVariants.weight));
  const byName = new Map<string, Weight[]>();
  for (const row of rows) byName.set(row.name, [...(byName.get(row.name) ?? []), row.weight]);
  return [...byName].map(([name, weights]) => ({ name, weights }));
}

/** Stock per subscription variety for one bag size (priced, shown in subscriptions, not archived). */
export async function stockBySize(db: DbOrTx, weight: Weight): Promise<Map<string, number>> {
  const rows = await db
    .select({ name: products.name, stock: productVariants.stock })
    .from(products)
    .innerJoin(productVariants, and(eq(productVariants.productId, products.id), eq(productVariants.weight, weight)))
    .where(and(eq(products.showInSubscriptions, true), isNull(products.archivedAt), isNotNull(productVariants.priceNetPence)));
  const stock = new Map<string, number>();
  for (const row of rows) stock.set(row.name, (stock.get(row.name) ?? 0) + row.stock);
  return stock;
}

export function unavailableMessage(variety: string, weight: string): string {
  return `${variety} is not available in ${weight} at the moment. Please choose another variety.`;
}

/** Bags naming each variety (a renewal takes one of stock per bag). */
export function bagsPerVariety(varieties: readonly string[]): Map<string, number> {
  const needed = new Map<string, number>();
  for (const variety of varieties) needed.set(variety, (needed.get(variety) ?? 0) + 1);
  return needed;
}

/**
 * Refuses varieties a renewal could not ship: not offered in subscriptions at all ('Please select a
 * variety.'), or without a price or enough stock for the bag size (the variety and size named).
 */
export async function assertSellable(db: DbOrTx, varieties: readonly string[], weight: Weight): Promise<void> {
  if (varieties.length === 0) return;
  const offered = new Set(
    (
      await db
        .select({ name: products.name })
        .from(products)
        .where(and(eq(products.showInSubscriptions, true), isNull(products.archivedAt)))
    ).map((r) => r.name),
  );
  const stock = await stockBySize(db, weight);
  for (const [variety, bags] of bagsPerVariety(varieties)) {
    if (!offered.has(variety)) throw new AppError('BAD_REQUEST', 'Please select a variety.');
    if ((stock.get(variety) ?? 0) < bags) throw new AppError('BAD_REQUEST', unavailableMessage(variety, weight));
  }
}
