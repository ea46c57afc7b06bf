import type { Context } from '../trpc/context';

/** Answers that are the same for everyone, signed in or not: caches may keep them as HTTP allows. */
const SHARED_ANSWERS: ReadonlySet<string> = new Set(['delivery.rates', 'subscription.varieties', 'site.seller', 'site.page']);

/** The catalogue at the viewer's prices: shared for anonymous visitors, the viewer's own (a trade tier) when signed in. */
const PRICED_FOR_THE_VIEWER: ReadonlySet<string> = new Set(['shop.listProducts', 'shop.productBySlug']);

/**
 * Whether a tRPC answer must never be stored by a browser or a proxy: anything behind sign-in or read from the
 * session (account, orders, carts, subscriptions, who is signed in), anything a signed email link opens, and any
 * procedure not known to be shared, so a new procedure is private until someone decides otherwise. A stored copy
 * would outlive a sign-out (the back button, a shared machine) or, behind a careless proxy, reach someone else.
 */
export function isPersonalAnswer(paths: readonly string[], ctx: Pick<Context, 'session'> | undefined): boolean {
  const signedIn = Boolean(ctx?.session);
  return paths.some((path) => !SHARED_ANSWERS.has(path) && !(PRICED_FOR_THE_VIEWER.has(path) && !signedIn));
}

export const PERSONAL_CACHE_CONTROL = 'private, no-store';
