import type { SellerIdentity } from '../../shared/seller';
import type { RouterContext } from '../router-context';
import { trpc } from './trpc';

/** The seller's identity changes only with the server's settings: read once per page load, never again. */
const SELLER_QUERY = { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY } as const;

/**
 * Started by the root route's loader, so a server-rendered page carries the answer and a client-rendered one asks
 * for it with its first data (index.html preloads it).
 */
export function prefetchSeller({ queryClient, trpc: utils }: Pick<RouterContext, 'queryClient' | 'trpc'>): void {
  void queryClient.prefetchQuery(utils.site.seller.queryOptions(undefined, SELLER_QUERY));
}

/** Who sells (SELLER_* settings); null until known. */
export function useSeller(): SellerIdentity | null {
  return trpc.site.seller.useQuery(undefined, SELLER_QUERY).data ?? null;
}
