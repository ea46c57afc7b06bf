import type { Weight } from './constants';
import { CONTROL_CHARACTERS } from './control-characters';
import { toCsv } from './csv';

/**
 * Trade ordering limits. A trade line may be far larger than a retail one (a pub restocks by the case), and
 * the account's credit terms rather than a per-line cap guard what it may run up; the cap only stops a typo
 * of 10000 from reaching the stock.
 */
export const TRADE_MAX_LINE_QUANTITY = 999;
/** Most lines one quick order or one uploaded file may carry. */
export const TRADE_ORDER_MAX_LINES = 500;
/** An order file's size limit: 500 lines of a long product name, size and quantity fit well within it. */
export const TRADE_CSV_MAX_CHARACTERS = 100_000;
/** Most problems one refused file lists (the rest are counted), so 500 bad lines make a readable answer. */
export const TRADE_CSV_MAX_PROBLEMS = 50;

/** At or below this many left, the quick order says how many instead of 'In stock'. */
export const TRADE_LOW_STOCK = 10;

/** One line a trade buyer asks for: a product size by its variant id, and how many. */
export type TradeOrderLine = { variantId: string; quantity: number };

/** What the quick order shows of a size's stock. */
export function stockStateLabel(stock: number): string {
  if (stock <= 0) return 'Sold out';
  if (stock <= TRADE_LOW_STOCK) return `Only ${stock} left`;
  return 'In stock';
}

/** A product size as quick order, reorder and the CSV upload know it. */
export type TradeCatalogueEntry = {
  variantId: string;
  productName: string;
  slug: string;
  weight: Weight;
  /** The account's tier net price (or the retail net price for a size without one), ex VAT. */
  unitNetPence: number;
  /** Basis points; null is Exempt. */
  vatRateBps: number | null;
  stock: number;
};

/** The line numbers (1 = the first line) that hold a control character, at most TRADE_CSV_MAX_PROBLEMS of them. */
export function controlCharacterLines(text: string): number[] {
  const found: number[] = [];
  const lines = text.split(/\r\n|\n|\r/);
  for (let i = 0; i < lines.length && found.length < TRADE_CSV_MAX_PROBLEMS; i++) {
    if (CONTROL_CHARACTERS.test(lines[i] ?? '')) found.push(i + 1);
  }
  return found;
}

/** An order file's columns: product name (or its slug), size and quantity, named on the first line. */
export const TRADE_CSV_COLUMNS = ['product', 'size', 'quantity'] as const;

/** The downloadable order file template: the header, then every size of the account's catalogue at quantity 0. */
export function tradeCsvTemplate(catalogue: readonly Pick<TradeCatalogueEntry, 'productName' | 'weight'>[]): string {
  return toCsv(
    TRADE_CSV_COLUMNS,
    catalogue.map((entry) => [entry.productName, entry.weight, 0]),
  );
}
