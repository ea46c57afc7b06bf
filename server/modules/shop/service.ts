import { and, asc, eq, isNull } from 'drizzle-orm';
import type { ShopProduct } from '../../../shared/catalogue';
import { WEIGHTS } from '../../../shared/constants';
import { grossFromNet, vatRateToBps } from '../../../shared/pricing';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/index';
import { netPriceFor, type PriceTierOrRetail } from '../catalogue/pricing';

/** Spec 'Read shop products': show_in_shop, ordered by name; one SQL statement with the variants. */
export async function listShopProducts(db: Db, tier: PriceTierOrRetail): Promise<ShopProduct[]> {
  const rows = await db.query.products.findMany({
    where: and(eq(products.showInShop, true), isNull(products.archivedAt)),
    orderBy: [asc(products.name)],
    with: { variants: true },
  });
  return rows.map((row) => {
    const vatRateBps = vatRateToBps(row.vatRate);
    const variants = [...row.variants]
      .sort((a, b) => WEIGHTS.indexOf(a.weight) - WEIGHTS.indexOf(b.weight))
      .map((v) => {
        return {
          weight: v.weight,
          netPence: v.priceNetPence,
          grossPence: v.priceNetPence === null ? null : grossFromNet(v.priceNetPence, vatRateBps),
          stock: v.stock,
          ...(tier ? { tradeNetPence: netPriceFor(v, tier) } : {}),
        };
      });
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      imageUrl: row.imageUrl,
      vatRateBps,
      supportsMoistureOptions: row.supportsMoistureOptions,
      ingredients: row.ingredients,
      allergens: row.allergens,
      variants,
    };
  });
}
