import { notFound } from '@tanstack/react-router';
import { httpStatusOf } from '../../lib/query-client';
import type { RouterContext } from '../../router-context';

/**
 * The product page's data: the product (awaited, so an unknown slug becomes the router's not-found) and
 * the shop's list for 'You may also like' (started, not awaited). Route loaders (and a server render) call it.
 * Only a missing product fails the load; other errors stay in the query for the page to show.
 */
export async function loadProductPage({ queryClient, trpc }: Pick<RouterContext, 'queryClient' | 'trpc'>, slug: string) {
  void queryClient.prefetchQuery(trpc.shop.listProducts.queryOptions());
  try {
    await trpc.shop.productBySlug.ensureData({ slug });
  } catch (error) {
    if (httpStatusOf(error) === 404) throw notFound();
    // Any other failure is the page's to explain (its query holds the error), with the shop around it.
  }
}
