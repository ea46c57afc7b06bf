import { and, eq, inArray, sql } from 'drizzle-orm';
import { basketTotals } from '../../../shared/basket';
import {
  type CartChange,
  type CartLine,
  type CartLineKey,
  clampToStock,
  lineLimitMessage,
  MAX_LINE_QUANTITY,
  mergeCarts,
  soldOutMessage,
} from '../../../shared/cart';
import type { DeliveryRates } from '../../../shared/delivery';
import type { Db, DbOrTx } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import type { Profile } from '../../db/schema/index';
import { cartItems, carts, products, productVariants } from '../../db/schema/index';
import { AppError } from '../../errors';
import {
  type PricedCartLine,
  type PriceTierOrRetail,
  priceBasisOf,
  priceCartLines,
  pricedProductColumns,
  pricedVariantColumns,
  priceLine,
  tradeTierOf,
} from '../catalogue/pricing';
import { loadDeliveryRates } from '../delivery/queries';
import { readSettings } from '../settings/service';

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
/** A guest's cart priced: quantities held to the stock, with a notice for each line that was lowered. */
export type GuestCartView = CartView & { notices: string[] };

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

// Lines, products and variants in one prepared query: it runs on every cart view, quote and order.
const serverCartRows = preparedPerDb((db) =>
  db
    .select({
      line: {
        productId: cartItems.productId,
        weight: cartItems.weight,
        moisture: cartItems.moisture,
        quantity: cartItems.quantity,
      },
      product: pricedProductColumns,
      variant: pricedVariantColumns,
    })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .leftJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(
      productVariants,
      and(eq(productVariants.productId, cartItems.productId), eq(productVariants.weight, cartItems.weight)),
    )
    .where(eq(carts.userId, sql.placeholder('userId')))
    .orderBy(cartItems.addedAt, cartItems.id)
    .prepare('priced_server_cart'),
);

/** The signed-in shopper's server cart priced from the database. */
export async function pricedServerCart(db: DbOrTx, userId: string, tier: PriceTierOrRetail): Promise<PricedCartLine[]> {
  const rows = await serverCartRows(db).execute({ userId });
  return rows.map((row) => priceLine(row.line, row.product ?? undefined, row.variant ?? undefined, tier));
}

/**
 * Most of one size a shopper may order on one line: the shop's 'Quantity per line' for retail shoppers,
 * 'Trade quantity per line' for approved trade accounts (a cart line never holds more than MAX_LINE_QUANTITY).
 * It keeps one shopper from taking a whole size's stock into an unpaid order.
 */
export async function lineLimitFor(db: DbOrTx, tier: PriceTierOrRetail): Promise<number> {
  const settings = await readSettings(db, ['maxRetailLineQuantity', 'maxTradeLineQuantity']);
  return Math.min(tier === null ? settings.maxRetailLineQuantity : settings.maxTradeLineQuantity, MAX_LINE_QUANTITY);
}

/** Lines held to their stock and the line limit (lines sold out or unavailable keep their quantity and show their problem). */
function holdToStock(lines: CartLine[], priced: PricedCartLine[], max: number): { lines: CartLine[]; notices: string[] } {
  const notices: string[] = [];
  const held = lines.map((line, i) => {
    const found = priced[i];
    if (!found || found.stock <= 0) return line;
    const change = clampToStock(line.quantity, found.stock, found.productName, line.weight, max);
    if (change.notice) notices.push(change.notice);
    return { ...line, quantity: change.quantity };
  });
  return { lines: held, notices };
}

/** The signed-in shopper's cart, re-priced from the database with any problem flagged per line. */
export async function getCart(db: Db, userId: string, profile: Profile | null): Promise<CartView> {
  const tier = tradeTierOf(profile);
  const [lines, max, rates] = await Promise.all([
    pricedServerCart(db, userId, tier),
    lineLimitFor(db, tier),
    loadDeliveryRates(db),
  ]);
  // A line over the limit (kept from before the owner lowered it) is flagged, as checkout would refuse it.
  const limited = lines.map((l) =>
    l.problem === null && l.quantity > max ? { ...l, problem: lineLimitMessage(l.productName, l.weight, max) } : l,
  );
  return viewOf(limited, tier, rates);
}

export async function priceGuestCart(db: Db, lines: CartLine[]): Promise<GuestCartView> {
  const priced = await priceCartLines(db, lines, null);
  const held = holdToStock(lines, priced, await lineLimitFor(db, null));
  const shown = held.notices.length ? await priceCartLines(db, held.lines, null) : priced;
  return { ...viewOf(shown, null, await loadDeliveryRates(db)), notices: held.notices };
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

/** The product and size a cart line names, when it can be bought at all (shown in the shop, priced). */
async function buyableVariant(db: DbOrTx, key: CartLineKey) {
  const [row] = await db
    .select({
      name: products.name,
      showInShop: products.showInShop,
      archivedAt: products.archivedAt,
      stock: productVariants.stock,
      priceNetPence: productVariants.priceNetPence,
    })
    .from(products)
    .leftJoin(productVariants, and(eq(productVariants.productId, products.id), eq(productVariants.weight, key.weight)))
    .where(eq(products.id, key.productId));
  if (!row?.showInShop || row.archivedAt) throw new AppError('NOT_FOUND', 'This product is no longer available');
  if (row.stock === null || row.priceNetPence === null) throw new AppError('BAD_REQUEST', 'Price not available');
  if (row.stock <= 0) throw new AppError('BAD_REQUEST', soldOutMessage(row.name, key.weight));
  return { name: row.name, stock: row.stock };
}

const lineWhere = (cartId: string, key: CartLineKey) =>
  and(
    eq(cartItems.cartId, cartId),
    eq(cartItems.productId, key.productId),
    eq(cartItems.weight, key.weight),
    eq(cartItems.moisture, key.moisture),
  );

/**
 * Adding the same product, weight and moisture raises the quantity by 1. A sold-out size is
 * refused; a line already at the stock or the line limit stays there, with a notice.
 */
export async function addItem(db: Db, userId: string, profile: Profile | null, key: CartLineKey): Promise<CartChange> {
  const max = await lineLimitFor(db, tradeTierOf(profile));
  return db.transaction(async (tx) => {
    const variant = await buyableVariant(tx, key);
    const cartId = await cartIdFor(tx, userId);
    const [existing] = await tx.select({ quantity: cartItems.quantity }).from(cartItems).where(lineWhere(cartId, key));
    const change = clampToStock((existing?.quantity ?? 0) + 1, variant.stock, variant.name, key.weight, max);
    await tx
      .insert(cartItems)
      .values({ cartId, ...key, quantity: change.quantity })
      .onConflictDoUpdate({
        target: [cartItems.cartId, cartItems.productId, cartItems.weight, cartItems.moisture],
        set: { quantity: change.quantity },
      });
    return change;
  });
}

/**
 * A quantity of 0 or less removes the line. More than the stock is held to the stock, more than the
 * line limit to the limit, each with a notice.
 */
export async function setItemQuantity(
  db: Db,
  userId: string,
  profile: Profile | null,
  key: CartLineKey,
  quantity: number,
): Promise<CartChange> {
  const cartId = await cartIdFor(db, userId);
  if (quantity <= 0) {
    await db.delete(cartItems).where(lineWhere(cartId, key));
    return { quantity: 0, notice: null };
  }
  const variant = await buyableVariant(db, key);
  const change = clampToStock(quantity, variant.stock, variant.name, key.weight, await lineLimitFor(db, tradeTierOf(profile)));
  const updated = await db
    .update(cartItems)
    .set({ quantity: change.quantity })
    .where(lineWhere(cartId, key))
    .returning({ id: cartItems.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND', 'That item is not in your cart.');
  return change;
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

/**
 * Merges the guest cart into the server cart on sign-in (one transaction); unknown products are
 * dropped and quantities held to the stock, with a notice for each line that was lowered.
 */
export async function mergeGuestCart(
  db: Db,
  userId: string,
  profile: Profile | null,
  guest: CartLine[],
): Promise<{ notices: string[] }> {
  const max = await lineLimitFor(db, tradeTierOf(profile));
  return db.transaction(async (tx) => {
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
    const held = holdToStock(merged, await priceCartLines(tx, merged, null), max);
    await tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
    if (held.lines.length) {
      // Explicit times keep the merged lines in order (rows of one insert can share a clock tick).
      const now = Date.now();
      await tx.insert(cartItems).values(held.lines.map((line, i) => ({ cartId, ...line, addedAt: new Date(now + i) })));
    }
    return { notices: held.notices };
  });
}
