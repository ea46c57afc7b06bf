import { QUANTITY_MESSAGE } from '../../../shared/schemas/trade-order';
import { TRADE_MAX_LINE_QUANTITY, type TradeOrderLine } from '../../../shared/trade-order';

/** What is typed in each quantity box, by variant id (text, so a half-typed or wrong value stays as typed). */
export type Quantities = Readonly<Record<string, string>>;

/** A box's value: nothing (empty or 0), a quantity, or why it is not one. */
export function readQuantity(text: string): { quantity: number } | { error: string } | null {
  const trimmed = text.trim();
  if (trimmed === '' || /^0+$/.test(trimmed)) return null;
  if (!/^\d{1,4}$/.test(trimmed) || Number(trimmed) > TRADE_MAX_LINE_QUANTITY) return { error: QUANTITY_MESSAGE };
  return { quantity: Number(trimmed) };
}

/** The lines to quote and place: every box with a quantity, in the table's order. */
export function linesOf(order: readonly string[], quantities: Quantities): TradeOrderLine[] {
  return order.flatMap((variantId) => {
    const read = readQuantity(quantities[variantId] ?? '');
    return read && 'quantity' in read ? [{ variantId, quantity: read.quantity }] : [];
  });
}

/** True when some box holds something that is not a quantity. */
export function hasInvalidQuantity(quantities: Quantities): boolean {
  return Object.values(quantities).some((text) => {
    const read = readQuantity(text);
    return read !== null && 'error' in read;
  });
}

/** Boxes filled from lines (a reorder or an uploaded file): every other box is emptied. */
export function quantitiesFrom(lines: readonly TradeOrderLine[]): Quantities {
  return Object.fromEntries(lines.map((l) => [l.variantId, String(l.quantity)]));
}
