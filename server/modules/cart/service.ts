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
import { preparedPerDb, preparedStatement } from '../../db/prepared';
import { cartItems, carts, products, productVariants, profiles, user } from '../../db/schema/index';
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
import { deliveryRatesJson, loadDeliveryRates } from '../delivery/queries';
import { readSettings, settingSql } from '../settings/service';

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

/** A cart line's own columns (product, size, moisture, quantity), as every cart read selects them. */
const cartLineColumns = {
  productId: cartItems.productId,
  weight: cartItems.weight,
  moisture: cartItems.moisture,
  quantity: cartItems.quantity,
};

export async function cartLinesOf(db: DbOrTx, userId: string): Promise<CartLine[]> {
  return db
    .select(cartLineColumns)
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(eq(carts.userId, userId))
    .orderBy(cartItems.addedAt, cartItems.id);
}

// Lines, products and variants in one prepared query: it runs on every cart view, quote and order.
const serverCartRows = preparedPerDb((db) =>
  db
    .select({
      line: cartLineColumns,
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

// The cart view in one prepared statement: the shopper's user row (always there for a signed-in shopper, so
// an empty cart still answers one row) with their profile's trade standing (which prices apply), their lines,
// products and variants, and alongside, the two line limits and the delivery rates as uncorrelated subqueries
// (PostgreSQL runs each once per statement).
const cartViewRows = preparedPerDb((db) =>
  db
    .select({
      buyer: { role: profiles.role, status: profiles.status, priceTier: profiles.priceTier },
      line: cartLineColumns,
      product: pricedProductColumns,
      variant: pricedVariantColumns,
      retailLimit: settingSql('maxRetailLineQuantity'),
      tradeLimit: settingSql('maxTradeLineQuantity'),
      rates: deliveryRatesJson,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .leftJoin(carts, eq(carts.userId, user.id))
    .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
    .leftJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(
      productVariants,
      and(eq(productVariants.productId, cartItems.productId), eq(productVariants.weight, cartItems.weight)),
    )
    .where(eq(user.id, sql.placeholder('userId')))
    .orderBy(cartItems.addedAt, cartItems.id)
    .prepare('cart_view'),
);

/**
 * The signed-in shopper's cart, re-priced from the database with any problem flagged per line, at the prices
 * their profile's trade standing gives (read in the same statement, so a change of standing applies at once).
 */
export async function getCart(db: Db, userId: string): Promise<CartView> {
  const rows = await cartViewRows(db).execute({ userId });
  const first = rows[0];
  const tier = tradeTierOf(first?.buyer ?? null);
  // No user row (deleted under a live session) or no delivery settings row: the separate reads have the defaults.
  const [max, rates] =
    first?.rates != null
      ? [Math.min(tier === null ? first.retailLimit : first.tradeLimit, MAX_LINE_QUANTITY), first.rates]
      : await Promise.all([lineLimitFor(db, tier), loadDeliveryRates(db)]);
  const lines = rows.flatMap((row) =>
    row.line ? [priceLine(row.line, row.product ?? undefined, row.variant ?? undefined, tier)] : [],
  );
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
    deliveryPence: totals.shippingChargePence,
    vatPence: totals.vatPence,
    totalPence: totals.totalPence,
    count: lines.reduce((n, l) => n + l.quantity, 0),
    hasProblems: lines.some((l) => l.problem !== null),
  };
}

/**
 * Why a line cannot be written, with the message the shopper sees: the product is gone or hidden, the size has
 * no price, or it is sold out. Read only after a cart write matched nothing; returns when the line is buyable.
 */
async function refuseUnbuyable(db: DbOrTx, key: CartLineKey): Promise<void> {
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
}

type LineParams = 'userId' | 'productId' | 'weight' | 'moisture';
type QuantityParams = LineParams | 'quantity';
const userIdParam = sql.placeholder('userId');
const productIdParam = sql.placeholder('productId');
const weightParam = sql.placeholder('weight');
const moistureParam = sql.placeholder('moisture');

/** The size a line names when it can be bought (shown in the shop, not archived, priced, in stock): its name and stock. */
const buyableVariantSql = sql`
  select p.name, v.stock
  from products p join product_variants v on v.product_id = p.id and v.weight = ${weightParam}
  where p.id = ${productIdParam} and p.show_in_shop and p.archived_at is null
    and v.price_net_pence is not null and v.stock > 0`;

/**
 * The shopper's quantity per line, never above what a cart line may hold: the trade limit for an approved trade
 * account (as tradeTierOf decides), else the retail one. Read from their profile inside the write's own statement.
 */
const lineLimitSql = sql`least(
  case when exists (select 1 from profiles where user_id = ${userIdParam} and role = 'wholesaler' and status = 'approved')
    then ${settingSql('maxTradeLineQuantity')} else ${settingSql('maxRetailLineQuantity')} end,
  ${MAX_LINE_QUANTITY})`;

type WrittenLine = { quantity: number; stock: number; name: string; line_limit: number; wanted: number };

// The cart's writes run on every click: each is a named prepared statement, its text made once (no query built
// per call, and PostgreSQL plans it once per connection).
const addLine = preparedStatement<WrittenLine, LineParams>(
  'cart_add_line',
  sql`
    with settings as (select ${lineLimitSql} as line_limit),
    variant as (${buyableVariantSql}),
    new_cart as (
      insert into carts (user_id) select ${userIdParam} where exists (select 1 from variant)
      on conflict (user_id) do nothing returning id),
    cart as (select id from new_cart union all select id from carts where user_id = ${userIdParam}),
    existing as (
      select ci.quantity from cart_items ci join carts c on c.id = ci.cart_id
      where c.user_id = ${userIdParam} and ci.product_id = ${productIdParam} and ci.weight = ${weightParam}
        and ci.moisture = ${moistureParam}
      for update of ci),
    line as (
      insert into cart_items (cart_id, product_id, weight, moisture, quantity)
      select cart.id, ${productIdParam}, ${weightParam}, ${moistureParam}, 1
      from cart cross join variant left join existing on true
      on conflict (cart_id, product_id, weight, moisture) do update
        set quantity = least(cart_items.quantity + 1, (select stock from variant), (select line_limit from settings))
      returning quantity)
    select line.quantity, variant.stock, variant.name, settings.line_limit,
           coalesce((select quantity from existing), 0) + 1 as wanted
    from line cross join variant cross join settings`,
);

/**
 * Adding the same product, weight and moisture raises the quantity by 1. A sold-out size is
 * refused; a line already at the stock or the line limit stays there, with a notice.
 *
 * One statement, atomic on its own (no transaction needed): the limit and the buyable size are read by
 * subqueries, the cart row is inserted only when missing, and the line is inserted or raised from the row's
 * current quantity (`cart_items.quantity + 1` under the row lock), so parallel adds each count. The existing
 * quantity is read with FOR UPDATE before the write, so the notice compares against what the write raised
 * (only for a line that parallel adds create at the same moment does the notice count from 0).
 */
export async function addItem(db: Db, userId: string, key: CartLineKey): Promise<CartChange> {
  // A second try only when the shopper's first cart row was created by a parallel add after this statement began
  // (its insert then does nothing, and its read of carts cannot see the new row yet; the next statement can).
  for (let attempt = 0; attempt < 2; attempt++) {
    const [row] = await addLine(db, { userId, ...key });
    if (row) return changeOf(row, key);
    await refuseUnbuyable(db, key);
  }
  throw new Error('cart line was neither inserted nor raised');
}

/** What the cart says about a written line: its quantity, with a notice when it is less than was wanted. */
function changeOf(row: WrittenLine, key: CartLineKey): CartChange {
  const { notice } = clampToStock(row.wanted, row.stock, row.name, key.weight, row.line_limit);
  return { quantity: row.quantity, notice };
}

/** Deletes one line of the shopper's cart (one statement; no cart, nothing to delete). */
const deleteLine = preparedStatement<never, LineParams>(
  'cart_delete_line',
  sql`
    delete from cart_items ci using carts c
    where c.id = ci.cart_id and c.user_id = ${userIdParam} and ci.product_id = ${productIdParam}
      and ci.weight = ${weightParam} and ci.moisture = ${moistureParam}`,
);

const setLineQuantity = preparedStatement<WrittenLine, QuantityParams>(
  'cart_set_line_quantity',
  sql`
    with settings as (select ${lineLimitSql} as line_limit),
    variant as (${buyableVariantSql})
    update cart_items ci set quantity = least(${sql.placeholder('quantity')}::integer, variant.stock, settings.line_limit)
    from carts c, variant, settings
    where c.id = ci.cart_id and c.user_id = ${userIdParam} and ci.product_id = ${productIdParam}
      and ci.weight = ${weightParam} and ci.moisture = ${moistureParam}
    returning ci.quantity, variant.stock, variant.name, settings.line_limit, ${sql.placeholder('quantity')}::integer as wanted`,
);

/**
 * A quantity of 0 or less removes the line. More than the stock is held to the stock, more than the
 * line limit to the limit, each with a notice. One statement (atomic on its own): the update matches only
 * when the line is in the cart and its size can be bought; otherwise a read finds which message applies.
 */
export async function setItemQuantity(db: Db, userId: string, key: CartLineKey, quantity: number): Promise<CartChange> {
  if (quantity <= 0) {
    await deleteLine(db, { userId, ...key });
    return { quantity: 0, notice: null };
  }
  const [row] = await setLineQuantity(db, { userId, ...key, quantity });
  if (row) return changeOf(row, key);
  await refuseUnbuyable(db, key);
  throw new AppError('NOT_FOUND', 'That item is not in your cart.');
}

export async function removeItem(db: Db, userId: string, key: CartLineKey): Promise<void> {
  await deleteLine(db, { userId, ...key });
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
export async function mergeGuestCart(db: Db, userId: string, guest: CartLine[]): Promise<{ notices: string[] }> {
  const [buyer] = await db
    .select({ role: profiles.role, status: profiles.status, priceTier: profiles.priceTier })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  const max = await lineLimitFor(db, tradeTierOf(buyer ?? null));
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
