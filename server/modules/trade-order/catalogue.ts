import { and, eq, inArray, isNull } from 'drizzle-orm';
import { soldOutMessage } from '../../../shared/cart';
import { DEFAULT_MOISTURE, WEIGHTS } from '../../../shared/constants';
import { vatRateToBps } from '../../../shared/pricing';
import type { TradeCatalogueEntry, TradeOrderLine } from '../../../shared/trade-order';
import type { DbOrTx } from '../../db/client';
import { products, productVariants } from '../../db/schema/index';
import {
  netPriceFor,
  type PricedCartLine,
  type PriceTierOrRetail,
  pricedProductColumns,
  pricedVariantColumns,
  priceLine,
} from '../catalogue/pricing';

/** Shop products and sizes with their rows, optionally only the given sizes. */
function variantRows(db: DbOrTx, variantIds?: readonly string[]) {
  return db
    .select({ product: { ...pricedProductColumns, slug: products.slug }, variant: pricedVariantColumns })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      variantIds ? inArray(productVariants.id, [...variantIds]) : and(eq(products.showInShop, true), isNull(products.archivedAt)),
    );
}

const weightOrder = (weight: string) => WEIGHTS.indexOf(weight as (typeof WEIGHTS)[number]);

/**
 * Every product and size a trade account can order, at the account's tier net price: the products shown in
 * the shop, each size that has a price. By name, then size from the smallest.
 */
export async function tradeCatalogue(db: DbOrTx, tier: PriceTierOrRetail): Promise<TradeCatalogueEntry[]> {
  const rows = await variantRows(db);
  return rows
    .flatMap(({ product, variant }) => {
      const unitNetPence = netPriceFor(variant, tier);
      if (unitNetPence === null) return [];
      return [
        {
          variantId: variant.id,
          productName: product.name,
          slug: product.slug,
          weight: variant.weight,
          unitNetPence,
          vatRateBps: vatRateToBps(product.vatRate),
          stock: variant.stock,
        },
      ];
    })
    .sort(
      (a, b) =>
        a.productName.localeCompare(b.productName, 'en-GB', { sensitivity: 'base' }) ||
        weightOrder(a.weight) - weightOrder(b.weight),
    );
}

/** Whether a requested size can be ordered now, and if not, why. */
export type TradeLineAvailability = 'ok' | 'short' | 'sold_out' | 'unavailable';

/** A requested line priced as the cart prices it, or why it cannot be bought (the cart's own messages). */
export type PricedTradeLine = PricedCartLine & { requestedVariantId: string; availability: TradeLineAvailability };

/**
 * Prices trade lines from the database (never from the client), in the order asked, one query for all. A
 * line's problem is worded as the cart words it: sold out, only N left, no longer available.
 */
export async function priceTradeLines(
  db: DbOrTx,
  tier: PriceTierOrRetail,
  lines: readonly TradeOrderLine[],
): Promise<PricedTradeLine[]> {
  if (lines.length === 0) return [];
  const rows = await variantRows(
    db,
    lines.map((l) => l.variantId),
  );
  const byId = new Map(rows.map((r) => [r.variant.id, r]));
  return lines.map((line) => {
    const row = byId.get(line.variantId);
    const cartLine = {
      productId: row?.product.id ?? line.variantId,
      weight: row?.variant.weight ?? '250g',
      // The quick order has no moisture choice: trade lines go out as the shop's default.
      moisture: DEFAULT_MOISTURE,
      quantity: line.quantity,
    };
    const priced = priceLine(cartLine, row?.product, row?.variant, tier);
    const onSale = row?.product.showInShop && !row.product.archivedAt && netPriceFor(row.variant, tier) !== null;
    const name = `${priced.productName} ${priced.weight}`;
    let availability: TradeLineAvailability = 'ok';
    let problem: string | null = null;
    if (!row) [availability, problem] = ['unavailable', 'This product is no longer available.'];
    else if (!onSale) [availability, problem] = ['unavailable', `${name} is no longer available.`];
    else if (priced.stock <= 0) [availability, problem] = ['sold_out', soldOutMessage(priced.productName, priced.weight)];
    else if (priced.stock < line.quantity) [availability, problem] = ['short', priced.problem];
    return { ...priced, problem, availability, requestedVariantId: line.variantId };
  });
}
