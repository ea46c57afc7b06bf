import { and, asc, eq, ilike, isNull } from 'drizzle-orm';
import { WEIGHTS } from '../../../shared/constants';
import { vatRateToBps } from '../../../shared/pricing';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { products, type productVariants } from '../../db/schema/index';

type ProductRow = typeof products.$inferSelect & { variants: (typeof productVariants.$inferSelect)[] };

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

/** The admin's view of a product: prices per weight in pence, VAT in basis points, every weight listed. */
export function toAdminProduct(row: ProductRow) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    imageUrl: row.imageUrl,
    ingredients: row.ingredients,
    allergens: row.allergens,
    vatRateBps: vatRateToBps(row.vatRate),
    supportsMoistureOptions: row.supportsMoistureOptions,
    showInShop: row.showInShop,
    showInSubscriptions: row.showInSubscriptions,
    packageLengthCm: numberOrNull(row.packageLengthCm),
    packageWidthCm: numberOrNull(row.packageWidthCm),
    packageHeightCm: numberOrNull(row.packageHeightCm),
    weightKg: numberOrNull(row.weightKg),
    archivedAt: row.archivedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    // A weight without a row reads as "no price, no stock", so the form always has five.
    variants: WEIGHTS.map((weight) => {
      const v = row.variants.find((variant) => variant.weight === weight);
      return {
        weight,
        priceNetPence: v?.priceNetPence ?? null,
        tier1PriceNetPence: v?.tier1PriceNetPence ?? null,
        tier2PriceNetPence: v?.tier2PriceNetPence ?? null,
        tier3PriceNetPence: v?.tier3PriceNetPence ?? null,
        stock: v?.stock ?? 0,
      };
    }),
  };
}
export type AdminProduct = ReturnType<typeof toAdminProduct>;

/** Spec 'Read products (admin)': every product not archived, by name, with its variants in one statement. */
export async function listAdminProducts(db: DbOrTx, search?: string): Promise<AdminProduct[]> {
  const rows = await db.query.products.findMany({
    where: and(isNull(products.archivedAt), search ? ilike(products.name, containsPattern(search)) : undefined),
    orderBy: [asc(products.name), asc(products.id)],
    with: { variants: true },
  });
  return rows.map(toAdminProduct);
}

export async function findAdminProduct(db: DbOrTx, id: string): Promise<AdminProduct | null> {
  const row = await db.query.products.findFirst({ where: eq(products.id, id), with: { variants: true } });
  return row ? toAdminProduct(row) : null;
}
