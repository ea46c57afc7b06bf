import { and, asc, count, eq, ilike, inArray, isNull, not, type SQL, sql } from 'drizzle-orm';
import { WEIGHTS } from '../../../shared/constants';
import { type FoodInformation, missingFoodInformation, type ShopFood } from '../../../shared/food-information';
import { vatRateToBps } from '../../../shared/pricing';
import { altOrName, srcsetOf } from '../../../shared/product-images';
import type { productsTable } from '../../../shared/schemas/product';
import type { TableFilters, TableListInput } from '../../../shared/table-query';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { type mediaImages, productImages, products, productVariants } from '../../db/schema/index';
import { countValue, type SortColumns, tableOrderBy, tablePage } from '../../db/table-page';
import { AppError } from '../../errors';
import { LOW_STOCK_THRESHOLD } from '../admin-overview/stats';

export type GalleryRow = typeof productImages.$inferSelect & { image: typeof mediaImages.$inferSelect };
type ProductRow = typeof products.$inferSelect & { variants: (typeof productVariants.$inferSelect)[]; images: GalleryRow[] };

/** Relational-query options that read a product's gallery in order with each upload's renditions. */
export const galleryQuery = { orderBy: asc(productImages.position), with: { image: true } } as const;

/** One gallery image with its srcsets; `alt` as the admin typed it, `displayAlt` as the storefront shows it. */
export function toGalleryImage(row: GalleryRow, productName: string) {
  return {
    id: row.id,
    imageId: row.imageId,
    position: row.position,
    alt: row.alt,
    displayAlt: altOrName(row.alt, productName),
    url: row.image.url,
    width: row.image.width,
    height: row.image.height,
    avifSrcset: srcsetOf(row.image.sources.avif),
    webpSrcset: srcsetOf(row.image.sources.webp),
  };
}
export type GalleryImage = ReturnType<typeof toGalleryImage>;

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

type FoodColumns = Pick<
  typeof products.$inferSelect,
  | 'ingredients'
  | 'energyKj'
  | 'energyKcal'
  | 'fatDg'
  | 'saturatesDg'
  | 'carbohydrateDg'
  | 'sugarsDg'
  | 'proteinDg'
  | 'saltDg'
  | 'storageConditions'
  | 'onceOpenedAdvice'
  | 'beefOrigin'
  | 'placeOfManufacture'
  | 'meatContent'
  | 'shelfLife'
>;

/** A product row's food information (the admin's view, the product page and the shop-showing rule read it alike). */
export function foodOfRow(row: FoodColumns): FoodInformation {
  return { ingredients: row.ingredients, ...shopFoodOfRow(row) };
}

/** What the product page declares beside the ingredients. */
export function shopFoodOfRow(row: FoodColumns): ShopFood {
  return {
    nutrition: {
      energyKj: row.energyKj,
      energyKcal: row.energyKcal,
      fatDg: row.fatDg,
      saturatesDg: row.saturatesDg,
      carbohydrateDg: row.carbohydrateDg,
      sugarsDg: row.sugarsDg,
      proteinDg: row.proteinDg,
      saltDg: row.saltDg,
    },
    storageConditions: row.storageConditions,
    onceOpenedAdvice: row.onceOpenedAdvice,
    beefOrigin: row.beefOrigin,
    placeOfManufacture: row.placeOfManufacture,
    meatContent: row.meatContent,
    shelfLife: row.shelfLife,
  };
}

/** The admin's view of a product: prices per weight in pence, VAT in basis points, every weight listed. */
export function toAdminProduct(row: ProductRow) {
  const food = foodOfRow(row);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    imageUrl: row.imageUrl,
    ingredients: row.ingredients,
    allergens: row.allergens,
    food,
    /** The mandatory food information it lacks: the list's 'Missing food information' badge until empty. */
    missingFood: missingFoodInformation(food),
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
    /** In order; the first is the card image (and imageUrl). */
    images: row.images.map((image) => toGalleryImage(image, row.name)),
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

const totalStock = sql`(select coalesce(sum(${productVariants.stock}), 0) from ${productVariants} where ${productVariants.productId} = ${products.id})`;

const SORT_COLUMNS: SortColumns<(typeof productsTable.sortable)[number]> = {
  name: products.name,
  stock: totalStock,
  createdAt: products.createdAt,
};

/** Whether any of the product's sizes meets the condition. */
const hasVariant = (condition: SQL) =>
  sql`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id} and ${condition})`;

function productConditions(filters: TableFilters<typeof productsTable>): SQL | undefined {
  return and(
    isNull(products.archivedAt),
    filters.search ? ilike(products.name, containsPattern(filters.search)) : undefined,
    filters.stock === 'low'
      ? hasVariant(sql`${productVariants.priceNetPence} is not null and ${productVariants.stock} <= ${LOW_STOCK_THRESHOLD}`)
      : undefined,
    filters.stock === 'out' ? not(hasVariant(sql`${productVariants.stock} > 0`)) : undefined,
  );
}

/**
 * 'Read products (admin)': products not archived, sorted and paged by the database (the page's
 * ids first, then those products with their variants in one statement).
 */
export async function listAdminProducts(db: DbOrTx, input: TableListInput<typeof productsTable>) {
  const where = productConditions(input.filters);
  return tablePage(input, {
    rows: async (window) => {
      const ids = await db
        .select({ id: products.id })
        .from(products)
        .where(where)
        .orderBy(...tableOrderBy(input.sort, SORT_COLUMNS, products.id))
        .limit(window.limit)
        .offset(window.offset);
      if (ids.length === 0) return [];
      const rows = await db.query.products.findMany({
        where: inArray(
          products.id,
          ids.map((row) => row.id),
        ),
        with: { variants: true, images: galleryQuery },
      });
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap(({ id }) => {
        const row = byId.get(id);
        return row ? [toAdminProduct(row)] : [];
      });
    },
    count: async () => countValue(await db.select({ value: count() }).from(products).where(where)),
  });
}

export async function findAdminProduct(db: DbOrTx, id: string): Promise<AdminProduct | null> {
  const row = await db.query.products.findFirst({ where: eq(products.id, id), with: { variants: true, images: galleryQuery } });
  return row ? toAdminProduct(row) : null;
}

export async function loadOrThrow(db: DbOrTx, id: string): Promise<AdminProduct> {
  const product = await findAdminProduct(db, id);
  if (!product) throw new AppError('NOT_FOUND', 'Product not found.');
  return product;
}
