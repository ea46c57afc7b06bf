import type { ShopProduct } from '../../../shared/catalogue';

export const ALSO_LIKE_COUNT = 3;

/**
 * 'You may also like': the products after this one in the shop's order, wrapping round, so every
 * product is suggested from some page and the choice is the same on the server and in the browser.
 */
export function alsoLike(products: readonly ShopProduct[], current: ShopProduct, count = ALSO_LIKE_COUNT): ShopProduct[] {
  const others = products.filter((product) => product.id !== current.id);
  const at = products.findIndex((product) => product.id === current.id);
  // With the current product taken out, the one after it now sits at its old index.
  const from = at < 0 || at >= others.length ? 0 : at;
  return [...others.slice(from), ...others.slice(0, from)].slice(0, count);
}
