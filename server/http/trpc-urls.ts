import superjson from 'superjson';

/**
 * The URL the browser's tRPC batch link (src/lib/trpc.ts) asks for an input-less query on its own:
 * `batch=1` and the transformer's encoding of `undefined` as call 0. Preloads and the benchmark must use
 * exactly this URL (tests/ui/first-page-preloads.test.tsx compares it with what the client sends).
 */
export function batchQueryUrl(path: string): string {
  return `/api/trpc/${path}?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: superjson.serialize(undefined) }))}`;
}

/** The shop list as /shop requests it. */
export const SHOP_LIST_URL = batchQueryUrl('shop.listProducts');

/**
 * Who is signed in, as every page asks (src/lib/auth/auth-context.tsx; always a request of its own, see
 * src/lib/trpc.ts). index.html preloads exactly this URL.
 */
export const SESSION_URL = batchQueryUrl('account.session');

/**
 * Who sells, as every page's footer asks (src/lib/seller.ts; a request of its own like the session): index.html
 * preloads exactly this URL, and a server-rendered page carries the answer instead.
 */
export const SELLER_URL = batchQueryUrl('site.seller');
