import { and, asc, eq, isNull } from 'drizzle-orm';
import type { ShopProduct } from '../../../shared/catalogue';
import { WEIGHTS } from '../../../shared/constants';
import { grossFromNet, vatRateToBps } from '../../../shared/pricing';
import type { Db } from '../../db/client';
import { productSlugHistory, products } from '../../db/schema/index';
import { netPriceFor, type PriceTierOrRetail } from '../catalogue/pricing';
import { galleryQuery, shopFoodOfRow, toGalleryImage } from '../product/queries';

/** 'Read shop products': show_in_shop, ordered by name; one SQL statement with the variants. */
export async function listShopProducts(db: Db, tier: PriceTierOrRetail): Promise<ShopProduct[]> {
  const rows = await db.query.products.findMany({
    where: and(eq(products.showInShop, true), isNull(products.archivedAt)),
    orderBy: [asc(products.name)],
    with: { variants: true, images: galleryQuery },
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
      slug: row.slug,
      description: row.description,
      imageUrl: row.imageUrl,
      images: row.images.map((image) => {
        const { id, url, displayAlt, width, height, avifSrcset, webpSrcset } = toGalleryImage(image, row.name);
        return { id, url, alt: displayAlt, width, height, avifSrcset, webpSrcset };
      }),
      vatRateBps,
      supportsMoistureOptions: row.supportsMoistureOptions,
      ingredients: row.ingredients,
      allergens: row.allergens,
      food: shopFoodOfRow(row),
      variants,
    };
  });
}

/** What /shop/<slug> is: a shown product's page, an old address of one (301 to `slug`), or nothing (404). */
export type SlugResolution = { kind: 'page' } | { kind: 'moved'; slug: string } | { kind: 'missing' };

/** Resolves a product page address against the shop's list (only shown products have pages) and old slugs. */
export async function resolveShopSlug(db: Db, shown: readonly ShopProduct[], slug: string): Promise<SlugResolution> {
  if (shown.some((product) => product.slug === slug)) return { kind: 'page' };
  const [moved] = await db
    .select({ productId: productSlugHistory.productId })
    .from(productSlugHistory)
    .where(eq(productSlugHistory.slug, slug))
    .limit(1);
  const target = moved && shown.find((product) => product.id === moved.productId);
  return target ? { kind: 'moved', slug: target.slug } : { kind: 'missing' };
}

/** Every product page the shop shows, with when its product last changed: the sitemap's product entries. */
export async function shownProductPages(db: Db): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(eq(products.showInShop, true))
    .orderBy(asc(products.slug));
}
