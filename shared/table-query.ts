import { z } from 'zod';

/** Largest page an admin table may ask for; a bigger number is refused, not clamped. */
export const MAX_PAGE_SIZE = 100;
/** Largest CSV export: more matching rows than this are refused with a message to narrow the filters. */
export const MAX_EXPORT_ROWS = 10_000;
export const DEFAULT_PAGE_SIZE = 20;
/** Deepest page offset accepted (page × pageSize): keeps a hostile page number from an enormous OFFSET. */
const MAX_PAGE = 100_000;

export type TableSort<Id extends string = string> = { id: Id; desc: boolean };

type FilterRule<Shape extends z.ZodRawShape> = {
  check: (filters: z.output<z.ZodObject<Shape>>) => boolean;
  message: string;
  path: string[];
};

type TableQueryOptions<Sortable extends readonly [string, ...string[]], Shape extends z.ZodRawShape> = {
  /** Column ids the server can order by; anything else is refused. */
  sortable: Sortable;
  /** Each filter optional; empty means 'All'. */
  filters: Shape;
  defaultSort: TableSort<Sortable[number]>;
  defaultPageSize?: number;
  /** A rule across filters (e.g. a date range in order). */
  rule?: FilterRule<Shape>;
};

/**
 * One admin table's input, shared by the tRPC procedure (`.input(table.list)`), the CSV export
 * (`.input(table.export)`) and the page's URL search (`features/admin-shared/table-search.ts`):
 * `{ page, pageSize, sort: { id, desc }, filters }`.
 */
export function tableQuery<const Sortable extends readonly [string, ...string[]], Shape extends z.ZodRawShape>(
  options: TableQueryOptions<Sortable, Shape>,
) {
  const defaultPageSize = options.defaultPageSize ?? DEFAULT_PAGE_SIZE;
  const sort = z
    .strictObject({
      id: z.enum(options.sortable, { error: 'Unknown sort column' }),
      desc: z.boolean(),
    })
    .default(options.defaultSort);
  const base = z.strictObject(options.filters);
  const rule = options.rule;
  // Every filter is optional, so an absent `filters` means 'no filters'.
  const noFilters = {} as z.input<typeof base>;
  const filters = (rule ? base.refine(rule.check, { message: rule.message, path: rule.path }) : base).prefault(noFilters);
  const list = z
    .strictObject({
      page: z.number().int().min(1).max(MAX_PAGE).default(1),
      pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(defaultPageSize),
      sort,
      filters,
    })
    .prefault({});
  const exportInput = z.strictObject({ sort, filters }).prefault({});
  return {
    list,
    export: exportInput,
    sortable: options.sortable,
    defaultSort: options.defaultSort,
    defaultPageSize,
    filterShape: options.filters,
  };
}

export type TableDefinition = ReturnType<typeof tableQuery<readonly [string, ...string[]], z.ZodRawShape>>;
export type TableListInput<T extends { list: z.ZodType }> = z.output<T['list']>;
export type TableExportInput<T extends { export: z.ZodType }> = z.output<T['export']>;
export type TableFilters<T extends { filterShape: z.ZodRawShape }> = z.output<z.ZodObject<T['filterShape']>>;

/** A server page: the rows asked for and how many match in all. */
export type TablePage<Row> = { rows: Row[]; total: number; page: number; pageSize: number };
