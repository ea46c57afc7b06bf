import { EMPTY_CART } from './cart-fixtures';
import { ok, type TrpcResolvers, trpcError } from './msw';

/*
 * Compile-time proof that the msw resolver map is checked against the real router: each
 * `@ts-expect-error` line must stay an error, so `tsc` fails if the map ever stops rejecting an
 * unknown procedure path (what a renamed procedure leaves behind), a wrong output or a wrong input.
 */
export const RESOLVER_MAP_TYPE_CHECKS = [
  { 'cart.get': () => ok(EMPTY_CART), 'cart.add': () => trpcError('CONFLICT', 'Sold out.', 409) } satisfies TrpcResolvers,
  // @ts-expect-error 'cart.gett' is no procedure of the router
  { 'cart.gett': () => ok(EMPTY_CART) } satisfies TrpcResolvers,
  // @ts-expect-error cart.get answers a cart view, not a list
  { 'cart.get': () => ok([]) } satisfies TrpcResolvers,
  // @ts-expect-error a cart view without its totals is not what cart.get answers
  { 'cart.get': () => ok({ lines: [], count: 0, hasProblems: false }) } satisfies TrpcResolvers,
  // @ts-expect-error shop.productBySlug's input has a slug, not a product id
  { 'shop.productBySlug': (input) => trpcError('NOT_FOUND', String(input.productId), 404) } satisfies TrpcResolvers,
];
