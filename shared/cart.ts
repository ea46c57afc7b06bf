import type { Moisture, Weight } from './constants';

/** A cart line is identified by product, weight and moisture together. */
export type CartLineKey = { productId: string; weight: Weight; moisture: Moisture };
export type CartLine = CartLineKey & { quantity: number };

/** Most of one line a cart may hold; protects stock and totals from absurd quantities. */
export const MAX_LINE_QUANTITY = 99;

export function sameLine(a: CartLineKey, b: CartLineKey): boolean {
  return a.productId === b.productId && a.weight === b.weight && a.moisture === b.moisture;
}

/** The same product, weight and moisture raises the quantity by 1; otherwise a new line of 1. */
export function addToCart(lines: readonly CartLine[], item: CartLineKey): CartLine[] {
  const existing = lines.find((line) => sameLine(line, item));
  if (!existing) return [...lines, { ...item, quantity: 1 }];
  return lines.map((line) => (line === existing ? { ...line, quantity: Math.min(line.quantity + 1, MAX_LINE_QUANTITY) } : line));
}

/** A quantity of 0 or less removes the line. */
export function setQuantity(lines: readonly CartLine[], key: CartLineKey, quantity: number): CartLine[] {
  if (quantity <= 0) return removeFromCart(lines, key);
  const capped = Math.min(Math.floor(quantity), MAX_LINE_QUANTITY);
  return lines.map((line) => (sameLine(line, key) ? { ...line, quantity: capped } : line));
}

/** Removes exactly one line: product, weight and moisture must all match. */
export function removeFromCart(lines: readonly CartLine[], key: CartLineKey): CartLine[] {
  return lines.filter((line) => !sameLine(line, key));
}

export function cartCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** On sign-in the guest cart merges into the server cart: quantities of the same line add up. */
export function mergeCarts(server: readonly CartLine[], guest: readonly CartLine[]): CartLine[] {
  let merged = [...server];
  for (const line of guest) {
    const existing = merged.find((m) => sameLine(m, line));
    merged = existing
      ? merged.map((m) => (m === existing ? { ...m, quantity: Math.min(m.quantity + line.quantity, MAX_LINE_QUANTITY) } : m))
      : [...merged, { ...line, quantity: Math.min(line.quantity, MAX_LINE_QUANTITY) }];
  }
  return merged.filter((line) => line.quantity > 0);
}

/** A cart change as the server made it: the quantity the line now has, and why it differs from the request. */
export type CartChange = { quantity: number; notice: string | null };

export function soldOutMessage(productName: string, weight: string): string {
  return `${productName} ${weight} is sold out.`;
}

/** A line wants more than the stock: what the cart (and a trade order) says about it. */
export function onlyLeftMessage(productName: string, weight: string, stock: number): string {
  return `Only ${stock} left of ${productName} ${weight}`;
}

export function stockLimitNotice(productName: string, weight: string, stock: number): string {
  return `Only ${stock} of ${productName} ${weight} in stock, so your cart has ${stock}.`;
}

/** More of one size than one order may carry (the shop's quantity per line): placing is refused with this. */
export function lineLimitMessage(productName: string, weight: string, max: number): string {
  return `You can order up to ${max} of ${productName} ${weight} at a time.`;
}

export function lineLimitNotice(productName: string, weight: string, max: number): string {
  return `You can order up to ${max} of ${productName} ${weight} at a time, so your cart has ${max}.`;
}

/**
 * A wanted quantity held to the stock and to the line limit (`max`: the shop's quantity per line for this
 * shopper), with a notice when it was lowered.
 */
export function clampToStock(
  wanted: number,
  stock: number,
  productName: string,
  weight: string,
  max: number = MAX_LINE_QUANTITY,
): CartChange {
  const limit = Math.min(max, MAX_LINE_QUANTITY);
  const quantity = Math.max(0, Math.min(wanted, stock, limit));
  if (quantity >= wanted) return { quantity, notice: null };
  if (quantity === stock) return { quantity, notice: stockLimitNotice(productName, weight, stock) };
  return { quantity, notice: limit < MAX_LINE_QUANTITY ? lineLimitNotice(productName, weight, limit) : null };
}
