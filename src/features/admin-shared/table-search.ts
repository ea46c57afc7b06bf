import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { z } from 'zod';
import type { TableSort } from '../../../shared/table-query';

/** What a table definition from shared/table-query.ts gives the page. */
export type TableShape = {
  sortable: readonly string[];
  defaultSort: TableSort;
  defaultPageSize: number;
  filterShape: z.ZodRawShape;
};

export type UrlFilters<T extends TableShape> = {
  [K in keyof T['filterShape']]?: Exclude<z.output<T['filterShape'][K]>, undefined>;
};

/**
 * A table's state in the URL, so a link can land on a filtered, sorted page: `page`, `sort` (a
 * sortable column id), `desc`, and each filter flat (`?status=paid`, `?stock=low`).
 */
export type TableSearch<T extends TableShape> = { page?: number; sort?: T['sortable'][number]; desc?: boolean } & UrlFilters<T>;

/** A value the filter's own schema accepts, or nothing: the router reads `?search=1042` as a number. */
function lenient(field: z.core.$ZodType, value: unknown): unknown {
  if (value === undefined) return undefined;
  const direct = z.safeParse(field, value);
  if (direct.success) return direct.data;
  if (typeof value === 'number' || typeof value === 'boolean') {
    const asText = z.safeParse(field, String(value));
    if (asText.success) return asText.data;
  }
  return undefined;
}

/**
 * The route's `validateSearch`: anything a hand-edited link gets wrong (an unknown column, a
 * negative page, a status that does not exist) is dropped, never passed on to the server.
 */
export function tableSearch<T extends TableShape>(table: T) {
  return (raw: Record<string, unknown>): TableSearch<T> => {
    const search: Record<string, unknown> = {};
    if (typeof raw.page === 'number' && Number.isInteger(raw.page) && raw.page > 1 && raw.page <= 100_000) search.page = raw.page;
    if (typeof raw.sort === 'string' && table.sortable.includes(raw.sort)) {
      search.sort = raw.sort;
      if (raw.desc === true) search.desc = true;
    }
    for (const [key, field] of Object.entries(table.filterShape)) {
      const value = lenient(field, raw[key]);
      if (value !== undefined && value !== '') search[key] = value;
    }
    return search as TableSearch<T>;
  };
}

/** Page, order and filters from a validated search, and setters that write a patch back. */
function tableState<T extends TableShape>(
  table: T,
  search: TableSearch<T>,
  write: (patch: Record<string, unknown>, replace?: boolean) => void,
) {
  const page = search.page ?? 1;
  const sort: TableSort<T['sortable'][number]> = search.sort
    ? { id: search.sort, desc: search.desc === true }
    : table.defaultSort;
  const filters = Object.fromEntries(
    Object.keys(table.filterShape).flatMap((key) => (key in search ? [[key, search[key as keyof typeof search]]] : [])),
  ) as UrlFilters<T>;
  const isDefault = (next: TableSort) => next.id === table.defaultSort.id && next.desc === table.defaultSort.desc;
  return {
    page,
    pageSize: table.defaultPageSize,
    sort,
    filters,
    /** The list procedure's input. */
    listInput: { page, pageSize: table.defaultPageSize, sort, filters },
    /** The CSV export's input: the same filters and order, every page. */
    exportInput: { sort, filters },
    setPage: (next: number) => write({ page: next > 1 ? next : undefined }),
    /** A new order or filter is a new result set: back to its first page. */
    setSort: (next: TableSort) =>
      write({
        page: undefined,
        sort: isDefault(next) ? undefined : next.id,
        desc: isDefault(next) || !next.desc ? undefined : true,
      }),
    setFilters: (patch: Partial<{ [K in keyof T['filterShape']]: unknown }>) => write({ ...patch, page: undefined }, true),
  };
}

const withoutEmpty = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined && value !== null && value !== ''));

/** The table's state in the URL (validated again here, so the types hold on any route). */
export function useTableSearch<T extends TableShape>(table: T) {
  const raw: Record<string, unknown> = useSearch({ strict: false });
  const navigate = useNavigate();
  // A filter change replaces the history entry (typing a search is not a trail of pages); paging and sorting add one.
  const write = (patch: Record<string, unknown>, replace = false) =>
    void navigate({ to: '.', search: withoutEmpty({ ...raw, ...patch }) as never, replace });
  return tableState(table, tableSearch(table)(raw), write);
}

/**
 * The same state kept in the component, for a second table on a page whose URL already holds the
 * first table's (the credit notes below All Invoices).
 */
export function useLocalTableState<T extends TableShape>(table: T) {
  const [search, setSearch] = useState<TableSearch<T>>(() => tableSearch(table)({}));
  const write = (patch: Record<string, unknown>) =>
    setSearch((current) => tableSearch(table)(withoutEmpty({ ...current, ...patch })));
  return tableState(table, search, write);
}

export type TableSearchState = Pick<ReturnType<typeof useTableSearch>, 'page' | 'pageSize' | 'sort' | 'setPage' | 'setSort'>;
