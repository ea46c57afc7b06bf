import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ShopProduct } from '../../../shared/catalogue';
import { App, createAppDependencies } from '../../../src/app';
import { createQueryClient } from '../../../src/lib/query-client';
import { SHOP_FOOD } from '../../support/food-information';
import { wholesaleDashboard } from './accounts-fixtures';
import { EMPTY_CART } from './cart-fixtures';
import {
  DELIVERY_RATES,
  NO_CARD_PAYMENTS,
  ok,
  SELLER,
  server,
  type TrpcOutput,
  type TrpcResolver,
  type TrpcResolvers,
  tablePage,
  trpcError,
  trpcHandler,
} from './msw';
import { type Persona, sessionFor } from './personas';

export const DEMO_PRODUCT: ShopProduct = {
  id: 'product-original',
  name: 'Original',
  slug: 'original',
  description: 'Our founding recipe.',
  imageUrl: '/images/products/original.svg',
  images: [],
  vatRateBps: 0,
  supportsMoistureOptions: true,
  ingredients: null,
  allergens: [],
  food: SHOP_FOOD,
  variants: [
    { weight: '125g', netPence: 499, grossPence: 499, stock: 10 },
    { weight: '250g', netPence: 998, grossPence: 998, stock: 5 },
  ],
};

/** shop.productBySlug as the server answers it: the listed product with that slug, else NOT_FOUND (404). */
export function productBySlugFrom(listProducts: TrpcResolver<'shop.listProducts'>): TrpcResolver<'shop.productBySlug'> {
  return async (input) => {
    const listed = await listProducts(undefined);
    const products = 'data' in listed ? listed.data : [];
    const product = products.find((candidate) => candidate.slug === input.slug);
    return product ? ok(product) : trpcError('NOT_FOUND', 'Product not found.', 404);
  };
}

export const ONE_OFF_BAG_PRICES: TrpcOutput<'subscription.oneOffPrices'> = [
  { weight: '125g', grossPence: 599 },
  { weight: '250g', grossPence: 1199 },
  { weight: '500g', grossPence: 2299 },
  { weight: '1kg', grossPence: 4200 },
  { weight: '2kg', grossPence: 7999 },
];

const NO_REVENUE = (from: string, to: string) => ({ from, to, grossPence: 0, netPence: 0, orders: 0 });
export const QUIET_TILES: TrpcOutput<'adminOverview.tiles'> = {
  today: '2026-11-25',
  revenue: {
    week: { current: NO_REVENUE('2026-11-23', '2026-11-26'), previous: NO_REVENUE('2026-11-16', '2026-11-19') },
    month: { current: NO_REVENUE('2026-11-01', '2026-11-26'), previous: NO_REVENUE('2026-10-01', '2026-10-26') },
  },
  toShip: { paid: 0, packed: 0 },
  lowStock: { sizes: 0, threshold: 5 },
  renewing: { subscriptions: 0, withinDays: 7 },
  failures: { jobs: 0, emails: 0 },
  tradeApplications: { pending: 0 },
};

type RenderOptions = {
  persona?: Persona;
  /** Extra or replacement tRPC procedures for this test. */
  trpc?: TrpcResolvers;
};

/** The real app's dependencies (router, query client) at `path`, with msw standing in for the server; not rendered yet. */
export function prepareApp(path: string, { persona = 'anonymous', trpc = {} }: RenderOptions = {}) {
  const listProducts = trpc['shop.listProducts'] ?? (() => ok([DEMO_PRODUCT]));
  server.use(
    ...trpcHandler({
      // Who is signed in: every page asks (src/lib/auth/auth-context.tsx).
      'account.session': () => ok(sessionFor(persona)),
      // Who sells: every page's footer (the root route's loader).
      'site.seller': () => ok(SELLER),
      'shop.listProducts': () => ok([DEMO_PRODUCT]),
      'shop.productBySlug': productBySlugFrom(listProducts),
      'admin.listAccounts': () => ok({ rows: [], total: 0, page: 1, pageSize: 10 }),
      // The admin sidebar's unread-messages count.
      'contact.unread': () => ok({ unread: 0 }),
      // Quiet answers for what the layout and the account pages load around the screen under test.
      'cart.get': () => ok(EMPTY_CART),
      'delivery.rates': () => ok(DELIVERY_RATES),
      'order.listMine': () => ok([]),
      // Card payments off (no Stripe keys) unless a test says otherwise.
      'payment.config': () => ok(NO_CARD_PAYMENTS),
      'invoice.listMine': () => ok([]),
      'invoice.listMyCreditNotes': () => ok([]),
      'subscription.listMine': () => ok([]),
      'subscription.extras': () => ok([]),
      // The plan cards' saving: the demo catalogue's one-off bag prices (VAT included).
      'subscription.oneOffPrices': () => ok(ONE_OFF_BAG_PRICES),
      'subscription.varieties': () => ok([]),
      'product.listAdmin': () => tablePage([]),
      // The admin overview (/admin), quiet: no sales, nothing to ship, nothing low.
      'adminOverview.stats': () =>
        ok({
          revenuePerWeek: [],
          ordersPerDay: [],
          activeSubscriptions: [],
          topProducts: { since: '2026-01-05', rows: [] },
          lowStock: { threshold: 5, rows: [] },
        }),
      'adminOverview.tiles': () => ok(QUIET_TILES),
      'wholesale.dashboard': () => ok(wholesaleDashboard({ ledger: [] })),
      ...trpc,
    }),
  );
  const queryClient = createQueryClient();
  // Failed queries surface at once instead of after the production retry back-off.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const history = createMemoryHistory({ initialEntries: [path] });
  const deps = createAppDependencies({ history, queryClient });
  return { ...deps, history };
}

/** Renders the real app (router, providers, layouts) at `path`, with msw standing in for the server. */
export function renderApp(path: string, options: RenderOptions = {}) {
  const deps = prepareApp(path, options);
  const view = render(<App {...deps} env="test" />);
  return { ...view, ...deps };
}
