// The /shop route's search params. Hand-checked rather than a zod schema on purpose: route
// validators run in the entry chunk, and zod's core there added ~16 kB gzip to every first page
// (first-load budget 150 kB; the same reason as shared/control-characters.ts).

import { MOISTURE_LEVELS, type Moisture, WEIGHTS, type Weight } from './constants';
import { CONTROL_CHARACTERS } from './control-characters';

export const SHOP_SORTS = ['featured', 'name-asc', 'name-desc', 'price-asc', 'price-desc'] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];

export type ShopFilters = {
  /** Product names: each product in the range is one flavour or variety (Original, Chilli, …). */
  flavour: string[];
  moisture?: Moisture;
  size?: Weight;
  inStock: boolean;
  sort: ShopSort;
};

export const DEFAULT_SHOP_FILTERS: ShopFilters = { flavour: [], inStock: false, sort: 'featured' };

const FLAVOUR_MAX_LENGTH = 80;
const FLAVOURS_MAX = 30;

/** Every field optional, so links to /shop need no search. */
export type ShopSearch = {
  flavour?: string[];
  moisture?: Moisture;
  size?: Weight;
  inStock?: boolean;
  sort?: ShopSort;
};

function oneOf<T extends string>(allowed: readonly T[], value: unknown): T | undefined {
  return allowed.find((item) => item === value);
}

function flavourList(value: unknown): string[] | undefined {
  if (!Array.isArray(value) || value.length > FLAVOURS_MAX) return undefined;
  const valid = value.every(
    (name) => typeof name === 'string' && name.length <= FLAVOUR_MAX_LENGTH && !CONTROL_CHARACTERS.test(name),
  );
  return valid && value.length > 0 ? (value as string[]) : undefined;
}

/**
 * validateSearch for /shop: each field falls back to "not set" on its own when its value is hostile or
 * malformed (`?size=9kg`, `?flavour={}`, repeated keys), so a bad link still shows the shop, never an error.
 */
export function parseShopSearch(search: Record<string, unknown>): ShopSearch {
  // Every key present, even when unset: the router merges the raw search under this result, so a key
  // left out would let the unchecked value through.
  return {
    flavour: flavourList(search.flavour),
    moisture: oneOf(MOISTURE_LEVELS, search.moisture),
    size: oneOf(WEIGHTS, search.size),
    inStock: search.inStock === true ? true : undefined,
    sort: oneOf(SHOP_SORTS, search.sort),
  };
}

/** The filters a validated search means (unset fields take their defaults). */
export function filtersFromSearch(search: ShopSearch): ShopFilters {
  return {
    flavour: search.flavour ?? DEFAULT_SHOP_FILTERS.flavour,
    moisture: search.moisture,
    size: search.size,
    inStock: search.inStock ?? DEFAULT_SHOP_FILTERS.inStock,
    sort: search.sort ?? DEFAULT_SHOP_FILTERS.sort,
  };
}

/** The search for these filters, defaults left out so the URL stays short (`/shop` when nothing is set). */
export function searchFromFilters(filters: ShopFilters): ShopSearch {
  return parseShopSearch({
    flavour: filters.flavour,
    moisture: filters.moisture,
    size: filters.size,
    inStock: filters.inStock,
    sort: filters.sort === DEFAULT_SHOP_FILTERS.sort ? undefined : filters.sort,
  });
}
