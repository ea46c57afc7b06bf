import { CsvError, parse } from 'csv-parse/sync';
import { onlyLeftMessage, soldOutMessage } from './cart';
import { CONTROL_CHARACTERS_MESSAGE } from './control-characters';
import {
  controlCharacterLines,
  TRADE_CSV_MAX_PROBLEMS,
  TRADE_MAX_LINE_QUANTITY,
  TRADE_ORDER_MAX_LINES,
  type TradeCatalogueEntry,
  type TradeOrderLine,
} from './trade-order';

const MAX_FIELD_LENGTH = 100;
const MAX_LINE_LENGTH = 1000;
const HEADER_PROBLEM = 'the first line must name the columns product (or slug), size and quantity';

export type TradeCsvResult = { ok: true; lines: TradeOrderLine[] } | { ok: false; problems: string[] };

const folded = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();
/** '1 KG', '1kg' and '1Kg' are one size. */
const sizeKey = (value: string) => value.replace(/\s+/g, '').toLowerCase();
/** What the buyer typed, short enough to quote back. */
const shown = (value: string) => (value.length > 40 ? `${value.slice(0, 40)}…` : value);

type Row = { line: number; cells: string[] };

/** The file's records with the line each ends on, or the one problem that stops it being read as CSV. */
function records(text: string): { rows: Row[] } | { problem: string } {
  try {
    // With `info`, each record comes with where it ends in the file (typed by the library as the bare record).
    const parsed = parse(text, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      max_record_size: MAX_LINE_LENGTH,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return { rows: parsed.map((p) => ({ line: p.info.lines, cells: p.record })) };
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines ?? 1;
    if (error.code === 'CSV_MAX_RECORD_SIZE')
      return { problem: `line ${line}: the line is longer than ${MAX_LINE_LENGTH} characters` };
    if (error.code === 'CSV_QUOTE_NOT_CLOSED') return { problem: `line ${line}: a quoted field is never closed` };
    return { problem: `line ${line}: the line cannot be read as CSV (check its quotes)` };
  }
}

/** Column positions from the header line: 'product' or 'slug', 'size', 'quantity', in any order, any case. */
function columnsOf(header: string[]) {
  const names = header.map(folded);
  const product = names.indexOf('product') >= 0 ? names.indexOf('product') : names.indexOf('slug');
  const size = names.indexOf('size');
  const quantity = names.indexOf('quantity');
  return product < 0 || size < 0 || quantity < 0 ? null : { product, size, quantity };
}

/**
 * Reads an uploaded order file against the account's catalogue. Every line must be good before anything is
 * ordered: otherwise each bad line is named with its number (the header is line 1) and the reason. A
 * quantity of 0 leaves the line out (the template lists every size at 0); the same size twice is refused,
 * naming both lines, since an order on account should not guess whether the buyer meant one or the sum.
 */
export function readTradeCsv(text: string, catalogue: readonly TradeCatalogueEntry[]): TradeCsvResult {
  const controlLines = controlCharacterLines(text);
  if (controlLines.length > 0)
    return { ok: false, problems: controlLines.map((n) => `line ${n}: ${CONTROL_CHARACTERS_MESSAGE}`) };
  const read = records(text);
  if ('problem' in read) return { ok: false, problems: [read.problem] };
  const [header, ...rows] = read.rows;
  const columns = header ? columnsOf(header.cells) : null;
  if (!header || !columns) return { ok: false, problems: [`line ${header?.line ?? 1}: ${HEADER_PROBLEM}`] };
  if (rows.length > TRADE_ORDER_MAX_LINES) {
    return {
      ok: false,
      problems: [`The file has ${rows.length} lines of items: upload at most ${TRADE_ORDER_MAX_LINES} at a time.`],
    };
  }

  const byProduct = new Map<string, TradeCatalogueEntry[]>();
  for (const entry of catalogue) {
    for (const key of new Set([folded(entry.productName), folded(entry.slug)])) {
      byProduct.set(key, [...(byProduct.get(key) ?? []), entry]);
    }
  }
  const problems: string[] = [];
  const firstLineOf = new Map<string, number>();
  const lines: TradeOrderLine[] = [];
  for (const { line, cells } of rows) {
    const problem = (reason: string) => problems.push(`line ${line}: ${reason}`);
    if (cells.some((cell) => cell.length > MAX_FIELD_LENGTH)) {
      problem(`a field is longer than ${MAX_FIELD_LENGTH} characters`);
      continue;
    }
    const product = (cells[columns.product] ?? '').trim();
    const size = (cells[columns.size] ?? '').trim();
    const quantityText = (cells[columns.quantity] ?? '').trim();
    const sizes = byProduct.get(folded(product));
    if (!product) problem('no product given');
    else if (!sizes) problem(`no product ${shown(product)}`);
    const name = sizes?.[0]?.productName ?? shown(product);
    const entry = sizes?.find((s) => sizeKey(s.weight) === sizeKey(size));
    if (sizes && !size) problem(`no size given for ${name}`);
    else if (sizes && !entry) problem(`no size ${shown(size)} for ${name}`);
    const quantity = /^\d{1,4}$/.test(quantityText) ? Number(quantityText) : Number.NaN;
    if (!(quantity >= 0 && quantity <= TRADE_MAX_LINE_QUANTITY)) {
      problem(`the quantity must be a whole number from 0 to ${TRADE_MAX_LINE_QUANTITY}`);
    }
    if (!entry || !(quantity >= 0 && quantity <= TRADE_MAX_LINE_QUANTITY)) continue;
    const first = firstLineOf.get(entry.variantId);
    if (first !== undefined) {
      problem(`${entry.productName} ${entry.weight} is already on line ${first}`);
      continue;
    }
    firstLineOf.set(entry.variantId, line);
    if (quantity === 0) continue;
    if (entry.stock <= 0) problem(soldOutMessage(entry.productName, entry.weight));
    else if (quantity > entry.stock) problem(onlyLeftMessage(entry.productName, entry.weight, entry.stock));
    else lines.push({ variantId: entry.variantId, quantity });
  }
  if (problems.length > 0) return { ok: false, problems: capped(problems) };
  if (lines.length === 0) return { ok: false, problems: ['The file orders nothing: give at least one line a quantity above 0.'] };
  return { ok: true, lines };
}

function capped(problems: string[]): string[] {
  if (problems.length <= TRADE_CSV_MAX_PROBLEMS) return problems;
  const more = problems.length - TRADE_CSV_MAX_PROBLEMS;
  return [...problems.slice(0, TRADE_CSV_MAX_PROBLEMS), `…and ${more} more ${more === 1 ? 'line' : 'lines'} with problems.`];
}
