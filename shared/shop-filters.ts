// The shop grid's filters and sort, applied by the grid to the cached listing. The filter
// types and the URL's search params live in shared/shop-search.ts (that part runs in the entry chunk).
import { availableWeights, type ShopProduct, type ShopVariant } from './catalogue';
import { DEFAULT_MOISTURE, type Moisture, type Weight } from './constants';
import type { ShopFilters, ShopSort } from './shop-search';

export const SORT_LABELS: Record<ShopSort, string> = {
  featured: 'Featured',
  'name-asc': 'Name: A to Z',
  'name-desc': 'Name: Z to A',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
};

const priced = (variant: ShopVariant) => variant.netPence !== null;
const sellable = (variant: ShopVariant) => priced(variant) && variant.stock > 0;

/** A product without moisture options is made one way only, the default (the cart adds it as wet). */
function offersMoisture(product: ShopProduct, moisture: Moisture): boolean {
  return product.supportsMoistureOptions || moisture === DEFAULT_MOISTURE;
}

function matches(product: ShopProduct, filters: ShopFilters, flavours: readonly string[]): boolean {
  if (flavours.length > 0 && !flavours.includes(product.name)) return false;
  if (filters.moisture && !offersMoisture(product, filters.moisture)) return false;
  const sizes = filters.size ? product.variants.filter((v) => v.weight === filters.size) : product.variants;
  return sizes.some(filters.inStock ? sellable : priced) || (!filters.size && !filters.inStock);
}

/**
 * The price the viewer sees on the card, for the size filtered on or else the card's default weight:
 * an approved wholesaler's trade net price where their tier has one, the VAT-inclusive retail price otherwise.
 */
export function viewerPricePence(product: ShopProduct, size?: Weight): number | null {
  const weight = size ?? availableWeights(product.variants)[0];
  const variant = product.variants.find((v) => v.weight === weight);
  return variant?.tradeNetPence ?? variant?.grossPence ?? null;
}

// Names compare by a folded key (accents dropped, lower case) in code-point order, not with Intl.Collator:
// building a collator loads the locale's collation data, a 100 ms task on a phone while /shop hydrates, and
// the browser's ICU could order a name differently from the server's, which rendered the page. For a
// range of English product names this is A to Z as a shopper reads it.
const folded = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** A to Z by name, the same on the server and in every browser. */
export function compareNames(a: string, b: string): number {
  const ka = folded(a);
  const kb = folded(b);
  if (ka !== kb) return ka < kb ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
const byName = (a: ShopProduct, b: ShopProduct) => compareNames(a.name, b.name);

/** The listing filtered and sorted; 'featured' keeps the server's order. Products without a price sort last. */
export function filterShopProducts(products: readonly ShopProduct[], filters: ShopFilters): ShopProduct[] {
  // Names no product has (an old link, a hand-edited URL) narrow nothing rather than empty the grid.
  const flavours = filters.flavour.filter((name) => products.some((p) => p.name === name));
  const shown = products.filter((product) => matches(product, filters, flavours));
  if (filters.sort === 'featured') return shown;
  if (filters.sort === 'name-asc') return shown.sort(byName);
  if (filters.sort === 'name-desc') return shown.sort((a, b) => byName(b, a));
  const direction = filters.sort === 'price-asc' ? 1 : -1;
  const price = new Map(shown.map((p) => [p.id, viewerPricePence(p, filters.size)]));
  return shown.sort((a, b) => {
    const pa = price.get(a.id) ?? null;
    const pb = price.get(b.id) ?? null;
    if (pa === null || pb === null) return pa === pb ? byName(a, b) : pa === null ? 1 : -1;
    return (pa - pb) * direction || byName(a, b);
  });
}

/** The flavour choices: every product name in the listing, in A–Z order. */
export function flavourChoices(products: readonly ShopProduct[]): string[] {
  return [...new Set(products.map((p) => p.name))].sort(compareNames);
}

/** True when any filter narrows the grid (the sort alone does not). */
export function filtersNarrow(filters: ShopFilters): boolean {
  return filters.flavour.length > 0 || filters.moisture !== undefined || filters.size !== undefined || filters.inStock;
}
