import { and, eq, inArray, sql } from 'drizzle-orm';
import { basketTotals } from '../../../shared/basket';
import { type CartLine, type CartLineKey, MAX_LINE_QUANTITY, mergeCarts } from '../../../shared/cart';
import type { DeliveryRates } from '../../../shared/delivery';
import type { Db, DbOrTx } from '../../db/client';
import { cartItems, carts, products, productVariants } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { Profile } from '../../trpc/context';
import {
  type PricedCartLine,
  type PriceTierOrRetail,
  priceBasisOf,
  priceCartLines,
  priceLine,
  tradeTierOf,
} from '../catalogue/pricing';
import { loadDeliveryRates } from '../delivery/queries';

export type CartView = {
  lines: PricedCartLine[];
  subtotalPence: number;
  /** Standard delivery for this basket before any code (the shopper picks the option at checkout). */
  deliveryPence: number;
  vatPence: number;
  totalPence: number;
  count: number;
  hasProblems: boolean;
};

async function cartIdFor(db: DbOrTx, userId: string): Promise<string> {
  const [created] = await db
    .insert(carts)
    .values({ userId })
    .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: new Date() } })
    .returning({ id: carts.id });
  if (!created) throw new Error('cart upsert returned nothing');
  return created.id;
}

export async function cartLinesOf(db: DbOrTx, userId: string): Promise<CartLine[]> {
  return db
    .select({
      productId: cartItems.productId,
      weight: cartItems.weight,
      moisture: cartItems.moisture,
      quantity: cartItems.quantity,
    })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(eq(carts.userId, userId))
    .orderBy(cartItems.addedAt, cartItems.id);
}

/**
 * The signed-in shopper's server cart priced from the database: lines, products and variants in one
 * query (it runs on every cart view and every order).
 */
export async function pricedServerCart(db: DbOrTx, userId: string, tier: PriceTierOrRetail): Promise<PricedCartLine[]> {
  const rows = await db
    .select({
      line: {
        productId: cartItems.productId,
        weight: cartItems.weight,
        moisture: cartItems.moisture,
        quantity: cartItems.quantity,
      },
      product: products,
      variant: productVariants,
    })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .leftJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(
      productVariants,
      and(eq(productVariants.productId, cartItems.productId), eq(productVariants.weight, cartItems.weight)),
    )
    .where(eq(carts.userId, userId))
    .orderBy(cartItems.addedAt, cartItems.id);
  return rows.map((row) => priceLine(row.line, row.product ?? undefined, row.variant ?? undefined, tier));
}

/** The signed-in shopper's cart, re-priced from the database with any problem flagged per line. */
export async function getCart(db: Db, userId: string, profile: Profile | null): Promise<CartView> {
  const tier = tradeTierOf(profile);
  return viewOf(await pricedServerCart(db, userId, tier), tier, await loadDeliveryRates(db));
}

export async function priceGuestCart(db: Db, lines: CartLine[]): Promise<CartView> {
  return viewOf(await priceCartLines(db, lines, null), null, await loadDeliveryRates(db));
}

function viewOf(lines: PricedCartLine[], tier: PriceTierOrRetail, rates: DeliveryRates): CartView {
  const { totals } = basketTotals({
    lines: lines.filter((l) => !l.problem),
    basis: priceBasisOf(tier),
    discount: null,
    rates,
    option: 'tracked',
  });
  return {
    lines,
    subtotalPence: totals.subtotalPence,
    deliveryPence: totals.shippingPence,
    vatPence: totals.vatPence,
    totalPence: totals.totalPence,
    count: lines.reduce((n, l) => n + l.quantity, 0),
    hasProblems: lines.some((l) => l.problem !== null),
  };
}

async function assertBuyable(db: DbOrTx, productId: string) {
  const [product] = await db
    .select({ showInShop: products.showInShop, archivedAt: products.archivedAt })
    .from(products)
    .where(eq(products.id, productId));
  if (!product?.showInShop || product.archivedAt) throw new AppError('NOT_FOUND', 'This product is no longer available');
}

const lineWhere = (cartId: string, key: CartLineKey) =>
  and(
    eq(cartItems.cartId, cartId),
    eq(cartItems.productId, key.productId),
    eq(cartItems.weight, key.weight),
    eq(cartItems.moisture, key.moisture),
  );

/** Spec: adding the same product, weight and moisture raises the quantity by 1. */
export async function addItem(db: Db, userId: string, key: CartLineKey): Promise<void> {
  await assertBuyable(db, key.productId);
  const cartId = await cartIdFor(db, userId);
  await db
    .insert(cartItems)
    .values({ cartId, ...key, quantity: 1 })
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productId, cartItems.weight, cartItems.moisture],
      set: { quantity: sql`least(${cartItems.quantity} + 1, ${MAX_LINE_QUANTITY})` },
    });
}

/** Spec: a quantity of 0 or less removes the line. */
export async function setItemQuantity(db: Db, userId: string, key: CartLineKey, quantity: number): Promise<void> {
  const cartId = await cartIdFor(db, userId);
  if (quantity <= 0) {
    await db.delete(cartItems).where(lineWhere(cartId, key));
    return;
  }
  const updated = await db.update(cartItems).set({ quantity }).where(lineWhere(cartId, key)).returning({ id: cartItems.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND', 'That item is not in your cart.');
}

export async function removeItem(db: Db, userId: string, key: CartLineKey): Promise<void> {
  const cartId = await cartIdFor(db, userId);
  await db.delete(cartItems).where(lineWhere(cartId, key));
}

export async function clearCart(db: DbOrTx, userId: string): Promise<void> {
  // One statement (it runs inside every order): no cart means nothing to delete.
  await db
    .delete(cartItems)
    .where(inArray(cartItems.cartId, db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId))));
}

/** Merges the guest cart into the server cart on sign-in (one transaction); unknown products are dropped. */
export async function mergeGuestCart(db: Db, userId: string, guest: CartLine[]): Promise<void> {
  await db.transaction(async (tx) => {
    const cartId = await cartIdFor(tx, userId);
    const ids = [...new Set(guest.map((l) => l.productId))];
    const known = ids.length
      ? await tx.query.products.findMany({ columns: { id: true }, where: (p, { inArray }) => inArray(p.id, ids) })
      : [];
    const knownIds = new Set(known.map((p) => p.id));
    const merged = mergeCarts(
      await cartLinesOf(tx, userId),
      guest.filter((l) => knownIds.has(l.productId)),
    );
    await tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
    if (merged.length) {
      // Explicit times keep the merged lines in order (rows of one insert can share a clock tick).
      const now = Date.now();
      await tx.insert(cartItems).values(merged.map((line, i) => ({ cartId, ...line, addedAt: new Date(now + i) })));
    }
  });
}
