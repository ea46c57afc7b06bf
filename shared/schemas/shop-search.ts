// The /shop route's search params (issue 16). zod/mini, not zod: route validators run in the entry
// chunk, and the classic API would add its whole weight to every first page.
import * as z from 'zod/mini';
import { MOISTURE_LEVELS, WEIGHTS } from '../constants';
import { CONTROL_CHARACTERS } from '../control-characters';
import { DEFAULT_SHOP_FILTERS, SHOP_SORTS, type ShopFilters } from '../shop-filters';

const FLAVOUR_MAX_LENGTH = 80;
const FLAVOURS_MAX = 30;

const flavourName = z.string().check(
  z.maxLength(FLAVOUR_MAX_LENGTH),
  z.refine((value) => !CONTROL_CHARACTERS.test(value)),
);

/**
 * Every field optional (links to /shop need no search) and each falls back to "not set" on its own
 * when a value is hostile or malformed (`?size=9kg`, `?flavour={}`), so a bad link still shows the shop.
 */
export const shopSearchSchema = z.object({
  flavour: z.optional(z.catch(z.optional(z.array(flavourName).check(z.maxLength(FLAVOURS_MAX))), undefined)),
  moisture: z.optional(z.catch(z.optional(z.enum(MOISTURE_LEVELS)), undefined)),
  size: z.optional(z.catch(z.optional(z.enum(WEIGHTS)), undefined)),
  inStock: z.optional(z.catch(z.optional(z.boolean()), undefined)),
  sort: z.optional(z.catch(z.optional(z.enum(SHOP_SORTS)), undefined)),
});

export type ShopSearch = z.infer<typeof shopSearchSchema>;

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
  return {
    flavour: filters.flavour.length > 0 ? filters.flavour : undefined,
    moisture: filters.moisture,
    size: filters.size,
    inStock: filters.inStock || undefined,
    sort: filters.sort === DEFAULT_SHOP_FILTERS.sort ? undefined : filters.sort,
  };
}
