import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { MAX_EXPORT_ROWS, type TablePage, type TableSort } from '../../shared/table-query';
import { AppError } from '../errors';

/** The SQL each sortable column id orders by; the tie-breaker keeps pages stable when values repeat. */
export type SortColumns<Id extends string> = { readonly [K in Id]: SQLWrapper };

/**
 * ORDER BY for a table's sort: the chosen column (nulls last either way, so 'no value' never
 * heads a list), then the unique tie-breaker. The zod schema already refused unknown ids; this
 * refuses them again so a caller that skips the schema cannot reach raw SQL.
 */
export function tableOrderBy<Id extends string>(sort: TableSort<Id>, columns: SortColumns<Id>, tieBreaker: SQLWrapper): SQL[] {
  if (!Object.hasOwn(columns, sort.id)) throw new AppError('BAD_REQUEST', 'Unknown sort column');
  const column = columns[sort.id];
  const primary = sort.desc ? sql`${column} desc nulls last` : sql`${column} asc nulls last`;
  return [primary, sort.desc ? sql`${tieBreaker} desc` : sql`${tieBreaker} asc`];
}

export type PageWindow = { limit: number; offset: number };

/** LIMIT/OFFSET for a 1-based page. */
export const pageWindow = (page: number, pageSize: number): PageWindow => ({ limit: pageSize, offset: (page - 1) * pageSize });

/** One page and the total that match, fetched together. */
export async function tablePage<Row>(
  input: { page: number; pageSize: number },
  fetch: { rows: (window: PageWindow) => Promise<Row[]>; count: () => Promise<number> },
): Promise<TablePage<Row>> {
  const [rows, total] = await Promise.all([fetch.rows(pageWindow(input.page, input.pageSize)), fetch.count()]);
  return { rows, total, page: input.page, pageSize: input.pageSize };
}

export const exportTooLarge = (max: number) =>
  `More than ${max.toLocaleString('en-GB')} rows match. Narrow the filters and export again.`;

/**
 * Every row of the filtered set for a CSV export, up to MAX_EXPORT_ROWS. One row more is asked
 * for, so a larger set is refused rather than cut off without saying so.
 */
export async function exportRows<Row>(rows: (window: PageWindow) => Promise<Row[]>, max = MAX_EXPORT_ROWS): Promise<Row[]> {
  const found = await rows({ limit: max + 1, offset: 0 });
  if (found.length > max) throw new AppError('BAD_REQUEST', exportTooLarge(max));
  return found;
}

/** Rows counted with the same joins and conditions as the page. */
export const countValue = (result: { value: number }[]) => result[0]?.value ?? 0;
