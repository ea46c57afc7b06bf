import { parseShopSearch } from '../../shared/shop-search';
import { versionSearch } from '../../shared/site-pages';

type SearchReader = (raw: Record<string, unknown>) => Record<string, unknown>;

/**
 * The query parameters each server-rendered page reads, through the page's own validator (the one its route
 * uses): /shop its filters and sort, the owner's versioned pages `version`. Every other page reads none.
 */
const PAGE_SEARCH: Readonly<Record<string, SearchReader>> = {
  '/shop': parseShopSearch,
  '/terms': versionSearch,
  '/delivery-returns': versionSearch,
};

/** A value as the router reads it from the URL: JSON where it parses (arrays, booleans, numbers), else the text. */
function routerValue(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The URL a rendered page is kept under and rendered from: the path and only the parameters the page reads,
 * each valid value in a fixed order. Campaign tags (`utm_*`), cache busters and junk are dropped, so a varied
 * query string renders no new page and pushes no real one out of the cache; the browser's own router still
 * reads the full address after hydration.
 */
export function pageCacheUrl(pathname: string, query: URLSearchParams): string {
  const read = PAGE_SEARCH[pathname];
  if (!read) return pathname;
  const raw: Record<string, unknown> = {};
  for (const key of new Set(query.keys())) {
    const values = query.getAll(key);
    // A repeated key is malformed for every page here: the validators refuse it as they would in the browser.
    raw[key] = values.length === 1 ? routerValue(values[0] as string) : values;
  }
  const valid = Object.entries(read(raw))
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  if (valid.length === 0) return pathname;
  const search = new URLSearchParams(
    valid.map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
  );
  return `${pathname}?${search}`;
}
