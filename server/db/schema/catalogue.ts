import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { ImageSources } from '../../../shared/product-images';
import { weightEnum } from './enums';

/** A product; prices and stock live per weight in product_variants. */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** The product page's address (/shop/<slug>): lowercase ASCII words joined by hyphens, unique. */
    slug: text('slug').notNull(),
    description: text('description'),
    imageUrl: text('image_url'),
    /** Fraction such as 0.2000; null means Exempt. Exact numeric, never a float. */
    vatRate: numeric('vat_rate', { precision: 5, scale: 4 }),
    supportsMoistureOptions: boolean('supports_moisture_options').notNull().default(true),
    showInShop: boolean('show_in_shop').notNull().default(true),
    showInSubscriptions: boolean('show_in_subscriptions').notNull().default(true),
    packageLengthCm: numeric('package_length_cm', { precision: 8, scale: 2 }),
    packageWidthCm: numeric('package_width_cm', { precision: 8, scale: 2 }),
    packageHeightCm: numeric('package_height_cm', { precision: 8, scale: 2 }),
    weightKg: numeric('weight_kg', { precision: 8, scale: 3 }),
    ingredients: text('ingredients'),
    allergens: text('allergens').array().notNull().default(sql`'{}'::text[]`),
    // Nutrition declaration per 100 g: energy in whole kJ and kcal, the rest in tenths of a gram (one
    // decimal, as declared), so no value is ever a float. Null: not given yet (shared/food-information.ts).
    energyKj: integer('energy_kj'),
    energyKcal: integer('energy_kcal'),
    fatDg: integer('fat_dg'),
    saturatesDg: integer('saturates_dg'),
    carbohydrateDg: integer('carbohydrate_dg'),
    sugarsDg: integer('sugars_dg'),
    proteinDg: integer('protein_dg'),
    saltDg: integer('salt_dg'),
    storageConditions: text('storage_conditions'),
    onceOpenedAdvice: text('once_opened_advice'),
    /** The country the beef comes from, e.g. 'United Kingdom'. */
    beefOrigin: text('beef_origin'),
    placeOfManufacture: text('place_of_manufacture'),
    /** e.g. 'Made with 160 g of British beef per 100 g of biltong'. */
    meatContent: text('meat_content'),
    shelfLife: text('shelf_life'),
    /** Set instead of deleting a product that orders or subscriptions still refer to. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_name_idx').on(t.name),
    unique('products_slug_key').on(t.slug),
    check(
      'products_dimensions_check',
      sql`coalesce(${t.packageLengthCm}, 0) >= 0 AND coalesce(${t.packageWidthCm}, 0) >= 0 AND coalesce(${t.packageHeightCm}, 0) >= 0 AND coalesce(${t.weightKg}, 0) >= 0`,
    ),
    // Per 100 g nothing weighs more than 100 g, and a part ('of which') is never more than its whole.
    check(
      'products_nutrition_check',
      sql`coalesce(${t.energyKj}, 0) BETWEEN 0 AND 4000 AND coalesce(${t.energyKcal}, 0) BETWEEN 0 AND 1000
        AND coalesce(${t.fatDg}, 0) BETWEEN 0 AND 1000 AND coalesce(${t.saturatesDg}, 0) BETWEEN 0 AND 1000
        AND coalesce(${t.carbohydrateDg}, 0) BETWEEN 0 AND 1000 AND coalesce(${t.sugarsDg}, 0) BETWEEN 0 AND 1000
        AND coalesce(${t.proteinDg}, 0) BETWEEN 0 AND 1000 AND coalesce(${t.saltDg}, 0) BETWEEN 0 AND 1000
        AND coalesce(${t.saturatesDg}, 0) <= coalesce(${t.fatDg}, 1000)
        AND coalesce(${t.sugarsDg}, 0) <= coalesce(${t.carbohydrateDg}, 1000)`,
    ),
  ],
);

/** One row per product and weight: retail and tier net prices in pence, and stock. */
export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    weight: weightEnum('weight').notNull(),
    priceNetPence: integer('price_net_pence'),
    tier1PriceNetPence: integer('tier1_price_net_pence'),
    tier2PriceNetPence: integer('tier2_price_net_pence'),
    tier3PriceNetPence: integer('tier3_price_net_pence'),
    stock: integer('stock').notNull().default(0),
  },
  (t) => [
    unique('product_variants_product_weight_key').on(t.productId, t.weight),
    check('product_variants_stock_check', sql`${t.stock} >= 0`),
    check(
      'product_variants_prices_check',
      sql`coalesce(${t.priceNetPence}, 0) >= 0 AND coalesce(${t.tier1PriceNetPence}, 0) >= 0 AND coalesce(${t.tier2PriceNetPence}, 0) >= 0 AND coalesce(${t.tier3PriceNetPence}, 0) >= 0`,
    ),
  ],
);

/** Every stock change, so stock can be reconciled against orders. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    orderId: uuid('order_id'),
    actorUserId: text('actor_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_movements_variant_idx').on(t.variantId), index('stock_movements_order_idx').on(t.orderId)],
);

/** Slugs a product had before: /shop/<old-slug> answers 301 to its current page, so shared links keep working. */
export const productSlugHistory = pgTable(
  'product_slug_history',
  {
    slug: text('slug').primaryKey(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_slug_history_product_idx').on(t.productId)],
);

/** One upload's stored renditions (written by POST /api/uploads/product-image); products attach them by id. */
export const mediaImages = pgTable('media_images', {
  /** Its files are /media/<id>-<width>.<webp|avif>. */
  id: uuid('id').primaryKey(),
  /** The main (800 px WebP) rendition: the card image and products.image_url. */
  url: text('url').notNull(),
  sources: jsonb('sources').$type<ImageSources>().notNull(),
  /** Of the main (800 px) rendition: the storefront reserves the image's box before it loads. */
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  uploadedBy: text('uploaded_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A product's gallery in order (position 0 is the card image). */
export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    imageId: uuid('image_id')
      .notNull()
      .references(() => mediaImages.id),
    position: integer('position').notNull(),
    /** Empty means "use the product's name" on the storefront. */
    alt: text('alt').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_images_product_idx').on(t.productId, t.position),
    unique('product_images_product_image_key').on(t.productId, t.imageId),
  ],
);
