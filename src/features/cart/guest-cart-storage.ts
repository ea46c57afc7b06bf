import { type CartLine, MAX_LINE_QUANTITY } from '../../../shared/cart';
import { MOISTURE_LEVELS, type Moisture, WEIGHTS, type Weight } from '../../../shared/constants';

/** A guest's cart survives reloads in this browser until they sign in and it merges into their account. */
export const GUEST_CART_KEY = 'royal-biltong:cart:v1';

// A hand-written check rather than the zod schema: this file sits in every page's entry chunk.
function isCartLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line.productId === 'string' &&
    WEIGHTS.includes(line.weight as Weight) &&
    MOISTURE_LEVELS.includes(line.moisture as Moisture) &&
    Number.isInteger(line.quantity) &&
    (line.quantity as number) >= 1 &&
    (line.quantity as number) <= MAX_LINE_QUANTITY
  );
}

/** Parses what another tab or an older visit stored; anything malformed is dropped, never trusted. */
export function parseGuestCart(raw: string | null): CartLine[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(isCartLine)
      .slice(0, 100)
      .map(({ productId, weight, moisture, quantity }) => ({ productId, weight, moisture, quantity }));
  } catch {
    return [];
  }
}

export function readGuestCart(): CartLine[] {
  try {
    return parseGuestCart(window.localStorage.getItem(GUEST_CART_KEY));
  } catch {
    // Storage can be switched off (private modes, strict settings): the cart then lives in memory only.
    return [];
  }
}

export function writeGuestCart(lines: readonly CartLine[]): void {
  try {
    if (lines.length === 0) window.localStorage.removeItem(GUEST_CART_KEY);
    else window.localStorage.setItem(GUEST_CART_KEY, JSON.stringify(lines));
  } catch {
    // See readGuestCart: without storage the in-memory cart still works for this visit.
  }
}
