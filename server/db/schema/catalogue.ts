import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { weightEnum } from './enums';

/** The spec's product (section 3); prices and stock live per weight in product_variants. */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
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
    /** Set instead of deleting a product that orders or subscriptions still refer to. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_name_idx').on(t.name),
    check(
      'products_dimensions_check',
      sql`coalesce(${t.packageLengthCm}, 0) >= 0 AND coalesce(${t.packageWidthCm}, 0) >= 0 AND coalesce(${t.packageHeightCm}, 0) >= 0 AND coalesce(${t.weightKg}, 0) >= 0`,
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
