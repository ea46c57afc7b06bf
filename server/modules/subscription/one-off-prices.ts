import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { WEIGHTS, type Weight } from '../../../shared/constants';
import { grossFromNet, vatRateToBps } from '../../../shared/pricing';
import type { DbOrTx } from '../../db/client';
import { products, productVariants } from '../../db/schema/index';

/** The lowest one-off retail price (VAT included) of a bag of each size among the subscription varieties. */
export type OneOffBagPrice = { weight: Weight; grossPence: number };

/**
 * What the same bag costs bought one-off, per size: the plan cards say how much a box saves on it.
 * The cheapest variety is the fair comparison (a box of dearer varieties saves more).
 */
export async function oneOffBagPrices(db: DbOrTx): Promise<OneOffBagPrice[]> {
  const rows = await db
    .select({ weight: productVariants.weight, netPence: productVariants.priceNetPence, vatRate: products.vatRate })
    .from(products)
    .innerJoin(productVariants, eq(productVariants.productId, products.id))
    .where(and(eq(products.showInSubscriptions, true), isNull(products.archivedAt), isNotNull(productVariants.priceNetPence)));
  const lowest = new Map<Weight, number>();
  for (const row of rows) {
    if (row.netPence === null) continue;
    const gross = grossFromNet(row.netPence, vatRateToBps(row.vatRate));
    lowest.set(row.weight, Math.min(lowest.get(row.weight) ?? gross, gross));
  }
  return WEIGHTS.flatMap((weight) => {
    const grossPence = lowest.get(weight);
    return grossPence === undefined ? [] : [{ weight, grossPence }];
  });
}
