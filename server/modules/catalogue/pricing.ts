import { eq, inArray } from 'drizzle-orm';
import { type CartLine, onlyLeftMessage } from '../../../shared/cart';
import type { Weight } from '../../../shared/constants';
import { vatRateToBps } from '../../../shared/pricing';
import { type LineTotals, lineAmounts, type PriceBasis } from '../../../shared/totals';
import type { DbOrTx } from '../../db/client';
import type { Profile } from '../../db/schema/index';
import { products, productVariants } from '../../db/schema/index';

export type PriceTierOrRetail = 1 | 2 | 3 | null;

export type PricedCartLine = CartLine &
  LineTotals & {
    variantId: string | null;
    productName: string;
    imageUrl: string | null;
    unitNetPence: number;
    vatRateBps: number | null;
    stock: number;
    /** Whether the product offers moisture choices (otherwise the moisture is not worth showing). */
    supportsMoistureOptions: boolean;
    /** Why the line cannot be bought now (shown in the drawer and at checkout), or null. */
    problem: string | null;
  };

/** The tier whose trade prices this viewer may see, or null for retail shoppers. */
export function tradeTierOf(profile: Pick<Profile, 'role' | 'status' | 'priceTier'> | null): PriceTierOrRetail {
  if (profile?.role !== 'wholesaler' || profile.status !== 'approved') return null;
  const tier = profile.priceTier ?? 1;
  return tier === 2 || tier === 3 ? tier : 1;
}

/** What pricing reads of a product and of its variant (priceLine): selected by name, as it runs on every cart read. */
export const pricedProductColumns = {
  id: products.id,
  name: products.name,
  imageUrl: products.imageUrl,
  vatRate: products.vatRate,
  supportsMoistureOptions: products.supportsMoistureOptions,
  archivedAt: products.archivedAt,
  showInShop: products.showInShop,
};
export const pricedVariantColumns = {
  id: productVariants.id,
  weight: productVariants.weight,
  stock: productVariants.stock,
  priceNetPence: productVariants.priceNetPence,
  tier1PriceNetPence: productVariants.tier1PriceNetPence,
  tier2PriceNetPence: productVariants.tier2PriceNetPence,
  tier3PriceNetPence: productVariants.tier3PriceNetPence,
};
type ProductRow = Pick<typeof products.$inferSelect, keyof typeof pricedProductColumns>;
type VariantRow = Pick<typeof productVariants.$inferSelect, keyof typeof pricedVariantColumns>;

/** Trade prices are net (VAT added on top); retail prices are shown, and paid, VAT-inclusive. */
export function priceBasisOf(tier: PriceTierOrRetail): PriceBasis {
  return tier === null ? 'gross' : 'net';
}

/** The net price a viewer pays: their tier's trade price (falling back to retail), or retail. */
export function netPriceFor(variant: VariantRow, tier: PriceTierOrRetail): number | null {
  if (tier === 1) return variant.tier1PriceNetPence ?? variant.priceNetPence;
  if (tier === 2) return variant.tier2PriceNetPence ?? variant.priceNetPence;
  if (tier === 3) return variant.tier3PriceNetPence ?? variant.priceNetPence;
  return variant.priceNetPence;
}

/**
 * Prices cart lines from the database (client prices are never read), one query for all lines.
 * Approved wholesalers pay their tier's net price; VAT is added the same way for everyone.
 */
export async function priceCartLines(db: DbOrTx, lines: readonly CartLine[], tier: PriceTierOrRetail): Promise<PricedCartLine[]> {
  if (lines.length === 0) return [];
  const productIds = [...new Set(lines.map((l) => l.productId))];
  // A plain join (not a relational query): it runs on every cart view and every order.
  const rows = await db
    .select({ product: pricedProductColumns, variant: pricedVariantColumns })
    .from(products)
    .leftJoin(productVariants, eq(productVariants.productId, products.id))
    .where(inArray(products.id, productIds));
  const byId = new Map(rows.map((r) => [r.product.id, r.product]));
  const variantOf = new Map(
    rows.flatMap((r) => (r.variant ? [[`${r.product.id}/${r.variant.weight}`, r.variant] as const] : [])),
  );
  return lines.map((line) => priceLine(line, byId.get(line.productId), variantOf.get(`${line.productId}/${line.weight}`), tier));
}

/** One cart line priced from its product and variant rows (absent when they no longer exist). */
export function priceLine(
  line: CartLine,
  product: ProductRow | undefined,
  variant: VariantRow | undefined,
  tier: PriceTierOrRetail,
): PricedCartLine {
  const vatRateBps = product ? vatRateToBps(product.vatRate) : null;
  const unitNetPence = variant ? netPriceFor(variant, tier) : null;
  const problem = lineProblem(product, variant, unitNetPence, line.weight, line.quantity);
  const price = unitNetPence ?? 0;
  return {
    ...line,
    ...lineAmounts({ unitNetPence: price, vatRateBps, quantity: line.quantity }, priceBasisOf(tier)),
    variantId: variant?.id ?? null,
    productName: product?.name ?? 'Unavailable product',
    imageUrl: product?.imageUrl ?? null,
    unitNetPence: price,
    vatRateBps,
    stock: variant?.stock ?? 0,
    supportsMoistureOptions: product?.supportsMoistureOptions ?? false,
    problem,
  };
}

function lineProblem(
  product: ProductRow | undefined,
  variant: VariantRow | undefined,
  unitNetPence: number | null,
  weight: Weight,
  quantity: number,
): string | null {
  if (!product || product.archivedAt || !product.showInShop) return 'This product is no longer available';
  if (!variant || unitNetPence === null) return 'Price not available';
  if (variant.stock <= 0) return `${weight} currently out of stock`;
  if (variant.stock < quantity) return onlyLeftMessage(product.name, weight, variant.stock);
  return null;
}
