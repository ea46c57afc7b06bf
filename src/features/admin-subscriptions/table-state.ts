import type { z } from 'zod';
import type { Frequency, SubscriptionStatus } from '../../../shared/constants';
import type { adminSubscriptionsListSchema, SUBSCRIPTION_SORT_COLUMNS } from '../../../shared/schemas/admin-subscriptions';

export type SortColumn = (typeof SUBSCRIPTION_SORT_COLUMNS)[number];
export type SortDirection = 'asc' | 'desc';

export type TableFilters = { search: string; status: SubscriptionStatus | null; frequency: Frequency | null };
export type TableSort = { sortBy: SortColumn; sortDirection: SortDirection };

export const PAGE_SIZE = 10;
export const DEFAULT_SORT: TableSort = { sortBy: 'createdAt', sortDirection: 'desc' };
export const NO_FILTERS: TableFilters = { search: '', status: null, frequency: null };

/** The server's filter input: empty filters are left out so 'All' means no condition. */
export function filterInput(filters: TableFilters) {
  const search = filters.search.trim();
  return {
    ...(search ? { search } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.frequency ? { frequency: filters.frequency } : {}),
  };
}

export function listInput(filters: TableFilters, sort: TableSort, page: number): z.input<typeof adminSubscriptionsListSchema> {
  return { ...filterInput(filters), ...sort, page, pageSize: PAGE_SIZE };
}

/** A click on a sorted column flips its direction; a new column starts ascending. */
export function nextSort(current: TableSort, column: SortColumn): TableSort {
  if (current.sortBy === column) return { sortBy: column, sortDirection: current.sortDirection === 'asc' ? 'desc' : 'asc' };
  return { sortBy: column, sortDirection: 'asc' };
}
