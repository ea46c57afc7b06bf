import { EMPTY_CART } from './cart-fixtures';
import { DELIVERY_RATES, NO_CARD_PAYMENTS, ok, SELLER, server, type TrpcResolvers, trpcHandler } from './msw';
import { type Persona, sessionFor } from './personas';
import { DEMO_PRODUCT, productBySlugFrom, renderApp } from './render-app';

/**
 * Procedures the storefront calls on many pages (the header's cart badge, the account tabs).
 * renderApp's defaults could spread these so other suites need not answer them one by one.
 */
export const STOREFRONT_DEFAULTS: TrpcResolvers = {
  'cart.get': () => ok(EMPTY_CART),
  'order.listMine': () => ok([]),
  'invoice.listMine': () => ok([]),
  'invoice.listMyCreditNotes': () => ok([]),
  'delivery.rates': () => ok(DELIVERY_RATES),
  // Who sells: the footer, the product page's food business operator, the checkout's terms.
  'site.seller': () => ok(SELLER),
  // A shop without Stripe keys (the README's default start): bank transfer only.
  'payment.config': () => ok(NO_CARD_PAYMENTS),
};

/**
 * renderApp plus a tRPC answerer that leaves procedures this test does not know about pending
 * (instead of failing): pages reached after the flow under test (the account page after an
 * order) then simply keep loading.
 */
export function renderStorefront(path: string, options: { persona?: Persona; trpc?: TrpcResolvers } = {}) {
  const persona = options.persona ?? 'anonymous';
  const resolvers: TrpcResolvers = {
    'shop.listProducts': () => ok([DEMO_PRODUCT]),
    'account.session': () => ok(sessionFor(persona)),
    ...STOREFRONT_DEFAULTS,
    ...options.trpc,
  };
  resolvers['shop.productBySlug'] ??= productBySlugFrom(resolvers['shop.listProducts'] ?? (() => ok([DEMO_PRODUCT])));
  const view = renderApp(path, { persona, trpc: resolvers });
  server.use(...trpcHandler(resolvers, 'pend'));
  return view;
}
